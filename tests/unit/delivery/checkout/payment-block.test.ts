/**
 * The card-on-delivery method's registration with the Checkout block.
 */
import { render, screen } from '@testing-library/react';
import {
	paymentMethodOptions,
	register,
	type PaymentMethodOptions,
} from '../../../../src/delivery/checkout/payment-block';

describe( 'card on delivery in the Checkout block', () => {
	it( 'registers with the title and description the server gave', () => {
		const registered: PaymentMethodOptions[] = [];
		const getSetting = vi.fn( () => ( {
			title: 'Картой при получении',
			description: 'Курьеру или в пункте выдачи.',
			supports: [ 'products' ],
		} ) );
		expect(
			register( {
				wcBlocksRegistry: {
					registerPaymentMethod: ( options ) =>
						registered.push( options ),
				},
				wcSettings: { getSetting },
			} )
		).toBe( true );
		expect( getSetting ).toHaveBeenCalledWith(
			'vitrina_cod_card_data',
			{}
		);
		expect( registered ).toHaveLength( 1 );
		const [ method ] = registered;
		expect( method.name ).toBe( 'vitrina_cod_card' );
		expect( method.ariaLabel ).toBe( 'Картой при получении' );
		expect( method.canMakePayment() ).toBe( true );
		expect( method.supports.features ).toEqual( [ 'products' ] );
		render( method.label as React.ReactElement );
		expect( screen.getByText( 'Картой при получении' ) ).toBeTruthy();
		render( method.content as React.ReactElement );
		expect(
			screen.getByText( 'Курьеру или в пункте выдачи.' )
		).toBeTruthy();
	} );

	it( 'falls back on bad data, and does nothing without the block registry', () => {
		const options = paymentMethodOptions( {
			title: 5,
			supports: 'x',
		} );
		expect( options.ariaLabel ).toBe( 'vitrina_cod_card' );
		expect( options.supports.features ).toEqual( [ 'products' ] );
		expect( register( undefined ) ).toBe( false );
		expect( register( { wcBlocksRegistry: {} } ) ).toBe( false );
	} );
} );
