import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from '@wordpress/element';
import type { PopupSettings } from '../../../../src/popups/model';
import {
	addToGroup,
	joinTime,
	newCondition,
	normalize,
	parseIds,
	removeFromGroup,
	splitTime,
} from '../../../../src/popups/editor/model';
import {
	ConditionsSection,
	CloseSection,
	CookiesSection,
	DisplaySection,
	TriggersSection,
	type SectionProps,
} from '../../../../src/popups/editor/Sections';

/**
 * Renders a section over a settings state, as the panel does with the meta.
 *
 * @param Section The section.
 * @param start   The stored meta.
 */
function renderSection(
	Section: ( p: SectionProps ) => JSX.Element,
	start: unknown = {}
) {
	const seen: PopupSettings[] = [];
	function Host() {
		const [ settings, setSettings ] = useState( normalize( start ) );
		return (
			<Section
				settings={ settings }
				postId={ 12 }
				update={ ( patch ) => {
					const next = { ...settings, ...patch };
					seen.push( next );
					setSettings( next );
				} }
			/>
		);
	}
	render( <Host /> );
	return () => seen[ seen.length - 1 ];
}

describe( 'popup settings model', () => {
	it( 'fills every field of an empty meta with its default', () => {
		const s = normalize( undefined );
		expect( s.animation_speed ).toBe( 350 );
		expect( s.triggers ).toEqual( [] );
		expect( normalize( { size: 'auto' } ).size ).toBe( 'auto' );
	} );

	it( 'splits and joins cookie times', () => {
		expect( splitTime( '30 days' ) ).toEqual( { n: 30, unit: 'day' } );
		expect( splitTime( '1 year' ) ).toEqual( { n: 1, unit: 'year' } );
		expect( splitTime( 'junk' ) ).toEqual( { n: 30, unit: 'day' } );
		expect( joinTime( 2, 'week' ) ).toBe( '2 weeks' );
		expect( joinTime( 1, 'month' ) ).toBe( '1 month' );
	} );

	it( 'adds and removes conditions and groups', () => {
		let g = addToGroup( [], 0, newCondition() );
		expect( g ).toHaveLength( 1 );
		g = addToGroup( g, 0, newCondition() );
		expect( g[ 0 ] ).toHaveLength( 2 );
		g = addToGroup( g, 5, newCondition() );
		expect( g ).toHaveLength( 2 );
		g = removeFromGroup( g, 1, 0 );
		expect( g ).toHaveLength( 1 );
		expect( parseIds( '12, 15 x 15;7' ) ).toEqual( [ 12, 15, 7 ] );
	} );
} );

describe( 'popup settings panel', () => {
	it( 'shows the defaults of an empty meta', () => {
		renderSection( CloseSection );
		expect(
			screen.getByLabelText( /Close with Escape|Закрывать по Escape/ )
		).toBeChecked();
		expect( screen.getByLabelText( /F4/ ) ).not.toBeChecked();
		expect(
			screen.getByLabelText( /close button after|кнопку закрытия/i )
		).toHaveValue( 0 );
	} );

	it( 'adds a trigger and sets its delay', () => {
		const last = renderSection( TriggersSection );
		fireEvent.click(
			screen.getByRole( 'button', { name: /Add trigger|Добавить/ } )
		);
		expect( last().triggers ).toEqual( [
			expect.objectContaining( {
				type: 'auto_open',
				settings: expect.objectContaining( { delay: 500 } ),
			} ),
		] );
		fireEvent.change( screen.getByLabelText( /Delay|Задержка/ ), {
			target: { value: '2500' },
		} );
		expect( last().triggers[ 0 ].settings.delay ).toBe( 2500 );
		fireEvent.change( screen.getByLabelText( /cookies are set|cookie/i ), {
			target: { value: 'pum-12, promo' },
		} );
		expect( last().triggers[ 0 ].settings.cookie_name ).toEqual( [
			'pum-12',
			'promo',
		] );
	} );

	it( 'does not pass on a number the server would refuse, and says why', () => {
		const last = renderSection( TriggersSection, {
			triggers: [ { type: 'auto_open', settings: { delay: 500 } } ],
		} );
		const delay = screen.getByLabelText( /Delay|Задержка/ );
		fireEvent.change( delay, { target: { value: '-5' } } );
		expect( delay ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent( /3600000/ );
		expect( last() ).toBeUndefined();
	} );

	it( 'builds a condition group with a negated condition and its ids', () => {
		const last = renderSection( ConditionsSection );
		fireEvent.click(
			screen.getByRole( 'button', { name: /Add condition group|группу/ } )
		);
		fireEvent.change( screen.getByLabelText( /Show on|Показывать/ ), {
			target: { value: 'product_category' },
		} );
		fireEvent.click( screen.getByLabelText( /Not|Не/ ) );
		fireEvent.change( screen.getByLabelText( /IDs|ID/ ), {
			target: { value: '7, 9' },
		} );
		expect( last().conditions ).toEqual( [
			[
				{
					target: 'product_category',
					not_operand: true,
					settings: { ids: [ 7, 9 ] },
				},
			],
		] );
	} );

	it( 'adds a cookie named after the popup, sets its time and removes it', () => {
		const last = renderSection( CookiesSection );
		fireEvent.click(
			screen.getByRole( 'button', { name: /Add cookie|Добавить/ } )
		);
		expect( last().cookies ).toEqual( [
			{
				event: 'on_popup_close',
				settings: {
					name: 'pum-12',
					time: '30 days',
					session: false,
					path: true,
				},
			},
		] );
		fireEvent.change( screen.getByLabelText( /^(Unit|Единица)/ ), {
			target: { value: 'week' },
		} );
		fireEvent.change( screen.getByLabelText( /Keep it for|Хранить/ ), {
			target: { value: '2' },
		} );
		expect( last().cookies[ 0 ].settings.time ).toBe( '2 weeks' );
		fireEvent.click( screen.getByLabelText( /browser is closed|браузер/ ) );
		expect( last().cookies[ 0 ].settings.session ).toBe( true );
		fireEvent.click(
			screen.getByRole( 'button', { name: /Remove cookie|Удалить/ } )
		);
		expect( last().cookies ).toEqual( [] );
	} );

	it( 'drops a condition group with its last condition', () => {
		const last = renderSection( ConditionsSection, {
			conditions: [
				[ { target: 'is_cart', settings: {} } ],
				[ { target: 'is_shop', settings: {} } ],
			],
		} );
		expect( screen.getAllByRole( 'group' ) ).toHaveLength( 2 );
		fireEvent.click(
			screen.getAllByRole( 'button', {
				name: /Add “or” condition|условие/,
			} )[ 1 ]
		);
		expect( last().conditions[ 1 ] ).toHaveLength( 2 );
		fireEvent.click(
			screen.getAllByRole( 'button', {
				name: /Remove condition|Удалить/,
			} )[ 0 ]
		);
		expect( last().conditions ).toEqual( [
			[
				expect.objectContaining( { target: 'is_shop' } ),
				expect.anything(),
			],
		] );
	} );

	it( 'keeps a bad width out and takes a good one', () => {
		const last = renderSection( DisplaySection, { size: 'custom' } );
		const width = screen.getByLabelText( /^(Width|Ширина)$/ );
		fireEvent.change( width, { target: { value: '640 pixels' } } );
		expect( width ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( last() ).toBeUndefined();
		fireEvent.change( width, { target: { value: '50%' } } );
		expect( last().custom_width ).toBe( '50%' );
	} );
} );
