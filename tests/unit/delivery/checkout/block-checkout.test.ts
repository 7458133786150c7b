/**
 * Which rate the Checkout block has chosen, from its cart store.
 * (The real store is covered by tests/e2e/checkout-block.spec.ts.)
 */
import {
	blockAddresses,
	blockRateChosen,
	blockRecipient,
	blockRatePrice,
	fillBlockAddress,
	placeInCheckoutBlock,
	watchBlockRate,
	watchCheckoutError,
	watchSeenPrice,
	whenCartLoaded,
	withDeliveryWhereEmpty,
	type WpDataLike,
} from '../../../../src/delivery/checkout/block-checkout';

const rates = ( selected: string ) => [
	{
		shipping_rates: [ 'vitrina:1', 'flat_rate:2' ].map( ( id ) => ( {
			rate_id: id,
			name: id,
			selected: id === selected,
		} ) ),
	},
];

/**
 * A store in the shape of `wp.data` with a cart whose rates can change.
 *
 * @param packages The first shipping packages.
 */
function store( packages: unknown ) {
	let current = packages;
	const listeners = new Set< () => void >();
	const data: WpDataLike = {
		select: ( name ) =>
			name === 'wc/store/cart'
				? { getShippingRates: () => current }
				: undefined,
		subscribe: ( listener ) => {
			listeners.add( listener );
			return () => listeners.delete( listener );
		},
	};
	return {
		data,
		set( next: unknown ) {
			current = next;
			listeners.forEach( ( listener ) => listener() );
		},
	};
}

describe( 'the Checkout block rate', () => {
	it( 'tells whether our rate is the chosen one', () => {
		expect(
			blockRateChosen( store( rates( 'vitrina:1' ) ).data, 'vitrina' )
		).toBe( true );
		expect(
			blockRateChosen( store( rates( 'flat_rate:2' ) ).data, 'vitrina' )
		).toBe( false );
	} );

	it( 'cannot tell without rates, or from a store of another shape', () => {
		expect( blockRateChosen( store( [] ).data, 'vitrina' ) ).toBeNull();
		expect(
			blockRateChosen(
				store( [ { shipping_rates: 'x' } ] ).data,
				'vitrina'
			)
		).toBeNull();
		expect(
			blockRateChosen(
				{ select: () => undefined, subscribe: () => () => {} },
				'vitrina'
			)
		).toBeNull();
	} );

	it( 'reports the start and each change, not every store update', () => {
		const cart = store( [] );
		const seen: boolean[] = [];
		const stop = watchBlockRate( cart.data, 'vitrina', ( chosen ) =>
			seen.push( chosen )
		);
		expect( seen ).toEqual( [] );
		cart.set( rates( 'vitrina:1' ) );
		cart.set( rates( 'vitrina:1' ) );
		cart.set( rates( 'flat_rate:2' ) );
		cart.set( [] );
		cart.set( rates( 'vitrina:1' ) );
		expect( seen ).toEqual( [ true, false, true ] );
		stop();
		cart.set( rates( 'flat_rate:2' ) );
		expect( seen ).toEqual( [ true, false, true ] );
	} );
} );

describe( 'the delivery price the shopper sees on the Checkout block', () => {
	const priced = ( selected: string, price: string ) => [
		{
			shipping_rates: [ 'vitrina:1', 'flat_rate:2' ].map( ( id ) => ( {
				rate_id: id,
				selected: id === selected,
				price: id === 'vitrina:1' ? price : '50000',
				currency_minor_unit: 2,
			} ) ),
		},
	];

	it( 'reads our chosen rate in roubles, none for another rate', () => {
		expect(
			blockRatePrice(
				store( priced( 'vitrina:1', '45050' ) ).data,
				'vitrina'
			)
		).toBe( 450.5 );
		expect(
			blockRatePrice(
				store( priced( 'flat_rate:2', '45050' ) ).data,
				'vitrina'
			)
		).toBeNull();
		expect(
			blockRatePrice(
				store( priced( 'vitrina:1', 'x' ) ).data,
				'vitrina'
			)
		).toBeNull();
		expect(
			blockRatePrice( store( rates( 'vitrina:1' ) ).data, 'vitrina' )
		).toBeNull();
	} );

	it( 'keeps it in the checkout data sent with "Place order", once per change', () => {
		const cart = store( priced( 'vitrina:1', '35000' ) );
		const sent: unknown[] = [];
		const data: WpDataLike = {
			...cart.data,
			dispatch: ( name ) =>
				name === 'wc/store/checkout'
					? {
							setExtensionData: (
								namespace: string,
								value: unknown
							) => sent.push( [ namespace, value ] ),
						}
					: undefined,
		};
		const stop = watchSeenPrice( data, 'vitrina', 'vitrina-delivery' );
		cart.set( priced( 'vitrina:1', '35000' ) );
		// The refused order brings the cart with the new price.
		cart.set( priced( 'vitrina:1', '45000' ) );
		cart.set( priced( 'flat_rate:2', '45000' ) );
		expect( sent ).toEqual( [
			[ 'vitrina-delivery', { price: 350 } ],
			[ 'vitrina-delivery', { price: 450 } ],
			[ 'vitrina-delivery', { price: null } ],
		] );
		stop();
		cart.set( priced( 'vitrina:1', '1000' ) );
		expect( sent ).toHaveLength( 3 );
	} );
} );

describe( 'the Checkout block address', () => {
	it( 'is filled from the confirmed delivery through the cart store', () => {
		const set = vi.fn();
		const data: WpDataLike = {
			select: () => undefined,
			subscribe: () => () => {},
			dispatch: ( name ) =>
				name === 'wc/store/cart' ? { setShippingAddress: set } : {},
		};
		expect(
			fillBlockAddress( data, {
				city: {
					name: 'Москва',
					region: 'Москва',
					countryIsoCode: 'RU',
				},
				delivery: {
					point: {
						address: 'Варшавское шоссе, д. 118',
						zipCode: '117587',
					},
				},
			} )
		).toBe( true );
		expect( set ).toHaveBeenCalledWith( {
			address_1: 'Варшавское шоссе, д. 118',
			address_2: '',
			city: 'Москва',
			state: 'Москва',
			postcode: '117587',
			country: 'RU',
		} );
	} );

	it( 'fills the recipient where the shopper left the fields empty, and only there', () => {
		const setShipping = vi.fn();
		const setBilling = vi.fn();
		const customer = ( shipping: object, billing: object ) => ( {
			select: ( name: string ) =>
				name === 'wc/store/cart'
					? {
							getCustomerData: () => ( {
								shippingAddress: shipping,
								billingAddress: billing,
							} ),
						}
					: undefined,
			subscribe: () => () => {},
			dispatch: () => ( {
				setShippingAddress: setShipping,
				setBillingAddress: setBilling,
			} ),
		} );
		const chosen = {
			city: { name: 'Москва', region: 'Москва', countryIsoCode: 'RU' },
			delivery: {
				point: { address: 'ул. Арбат, д. 24', zipCode: '119002' },
			},
			contacts: {
				name: 'Анна Петровна Петрова',
				phone: '+79001234567',
				email: 'anna@example.com',
			},
		};
		fillBlockAddress(
			customer(
				{ first_name: '', last_name: '', phone: '' },
				{ email: '' }
			),
			chosen
		);
		expect( setShipping ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				first_name: 'Анна',
				last_name: 'Петровна Петрова',
				phone: '+79001234567',
				address_1: 'ул. Арбат, д. 24',
			} )
		);
		expect( setBilling ).toHaveBeenLastCalledWith( {
			email: 'anna@example.com',
		} );

		setBilling.mockClear();
		fillBlockAddress(
			customer(
				{ first_name: 'Аня', last_name: '', phone: '+7 900' },
				{ email: 'own@example.com' }
			),
			chosen
		);
		const last = setShipping.mock.calls.at( -1 )![ 0 ];
		expect( last ).not.toHaveProperty( 'first_name' );
		expect( last ).not.toHaveProperty( 'last_name' );
		expect( last ).not.toHaveProperty( 'phone' );
		expect( last.postcode ).toBe( '119002' );
		expect( setBilling ).not.toHaveBeenCalled();
	} );

	it( 'does nothing without the block’s cart store', () => {
		expect(
			fillBlockAddress(
				{ select: () => undefined, subscribe: () => () => {} },
				{}
			)
		).toBe( false );
	} );
} );

describe( 'the Checkout block errors', () => {
	it( 'are told once each time the checkout turns to an error', () => {
		let error = false;
		const listeners = new Set< () => void >();
		const data: WpDataLike = {
			select: ( name ) =>
				name === 'wc/store/checkout'
					? { hasError: () => error }
					: undefined,
			subscribe: ( listener ) => {
				listeners.add( listener );
				return () => listeners.delete( listener );
			},
		};
		const update = ( next: boolean ) => {
			error = next;
			listeners.forEach( ( listener ) => listener() );
		};
		const seen = vi.fn();
		const stop = watchCheckoutError( data, seen );
		update( false );
		update( true );
		update( true );
		expect( seen ).toHaveBeenCalledTimes( 1 );
		update( false );
		update( true );
		expect( seen ).toHaveBeenCalledTimes( 2 );
		stop();
		update( false );
		update( true );
		expect( seen ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps what the shopper typed: billing takes it, a restore brings the shipping address back', () => {
		const typed = {
			first_name: 'Анна',
			last_name: 'Петрова',
			company: '',
			address_1: 'ул. Ленина, д. 1',
			city: 'Москва',
			state: 'Москва',
			postcode: '101000',
			country: 'RU',
			phone: '',
		};
		let same = true;
		const setShipping = vi.fn();
		const setBilling = vi.fn();
		const setSame = vi.fn( ( value: boolean ) => {
			same = value;
		} );
		const data: WpDataLike = {
			select: ( name ) =>
				name === 'wc/store/cart'
					? {
							getCustomerData: () => ( {
								shippingAddress: typed,
								billingAddress: {
									...typed,
									email: 'anna@example.com',
								},
							} ),
						}
					: { getUseShippingAsBilling: () => same },
			subscribe: () => () => {},
			dispatch: ( name ) =>
				name === 'wc/store/cart'
					? {
							setShippingAddress: setShipping,
							setBillingAddress: setBilling,
						}
					: { __internalSetUseShippingAsBilling: setSame },
		};
		const addresses = blockAddresses( data );
		addresses.fill( {
			city: { name: 'Москва', region: 'Москва', countryIsoCode: 'RU' },
			delivery: {
				type: 1,
				point: {
					name: 'ПВЗ на Тверской',
					address: 'Тверская ул., 7',
					zipCode: '125009',
				},
			},
		} );
		expect( setBilling ).toHaveBeenCalledWith( {
			...typed,
			email: 'anna@example.com',
		} );
		expect( setSame ).toHaveBeenCalledWith( false );
		expect( setShipping ).toHaveBeenLastCalledWith(
			expect.objectContaining( {
				company: 'ПВЗ на Тверской',
				address_1: 'Тверская ул., 7',
				postcode: '125009',
			} )
		);
		addresses.restore();
		expect( setShipping ).toHaveBeenLastCalledWith( typed );
		expect( setSame ).toHaveBeenLastCalledWith( true );
		// Nothing more to restore.
		setShipping.mockClear();
		addresses.restore();
		expect( setShipping ).not.toHaveBeenCalled();
	} );
} );

describe( 'the billing address on the Checkout block', () => {
	it( 'keeps what the shopper typed; only empty address fields take the delivery’s', () => {
		const selection = {
			city: { name: 'Москва', region: 'Москва', countryIsoCode: 'RU' },
			delivery: {
				point: {
					address: 'Варшавское шоссе, д. 118',
					zipCode: '117587',
				},
			},
		};
		expect(
			withDeliveryWhereEmpty(
				{
					address_1: 'ул. Ленина, д. 1',
					city: 'Москва',
					state: '',
					postcode: '',
					country: 'RU',
					email: 'a@example.com',
				},
				selection
			)
		).toEqual( {
			address_1: 'ул. Ленина, д. 1',
			city: 'Москва',
			state: 'Москва',
			postcode: '117587',
			country: 'RU',
			email: 'a@example.com',
		} );
	} );
} );

describe( 'the widget in the Checkout block', () => {
	const page = () => {
		document.body.innerHTML = `
			<div class="wp-block-vitrina-delivery-widget alignwide vitrina-delivery-before-checkout"><div id="vitrina-delivery-block"></div></div>
			<div class="wp-block-woocommerce-checkout"><div class="wc-block-checkout__main"><form></form></div></div>`;
		return document.querySelector( 'form' ) as HTMLFormElement;
	};
	const wrapper = () =>
		document.querySelector(
			'.vitrina-delivery-before-checkout'
		) as HTMLElement;
	const drawOptions = ( form: HTMLFormElement ) =>
		form.insertAdjacentHTML(
			'beforeend',
			'<div class="wp-block-woocommerce-checkout-shipping-methods-block">rates</div><div class="wp-block-woocommerce-checkout-payment-block">pay</div>'
		);

	it( 'goes right after the shipping options once the block draws them', async () => {
		const form = page();
		const placed = placeInCheckoutBlock( document, 5000 );
		// The block draws its form later, with its own script.
		await Promise.resolve();
		expect( wrapper().parentElement ).toBe( document.body );
		drawOptions( form );
		await placed;
		expect( wrapper().previousElementSibling ).toHaveClass(
			'wp-block-woocommerce-checkout-shipping-methods-block'
		);
		expect( wrapper().nextElementSibling ).toHaveClass(
			'wp-block-woocommerce-checkout-payment-block'
		);
		expect( wrapper() ).toHaveClass( 'vitrina-delivery-in-checkout' );
		expect( wrapper() ).not.toHaveClass( 'alignwide' );
	} );

	it( 'at once when they are there, and stays before the block when they never come', async () => {
		const form = page();
		drawOptions( form );
		await placeInCheckoutBlock( document, 5000 );
		expect( wrapper().parentElement ).toBe( form );

		page();
		vi.useFakeTimers();
		const placed = placeInCheckoutBlock( document, 100 );
		vi.advanceTimersByTime( 100 );
		vi.useRealTimers();
		await placed;
		expect( wrapper().parentElement ).toBe( document.body );
		expect( wrapper() ).not.toHaveClass( 'vitrina-delivery-in-checkout' );
	} );
} );

describe( "the widget's recipient on the Checkout block", () => {
	/**
	 * A `wp.data` whose cart store holds these addresses once loaded.
	 *
	 * @param billing  The billing address.
	 * @param shipping The shipping address.
	 */
	const customerStore = (
		billing: Record< string, string >,
		shipping: Record< string, string > = {}
	) => {
		let loaded = false;
		const listeners: Array< () => void > = [];
		const data: WpDataLike = {
			select: () => ( {
				getCustomerData: () =>
					loaded
						? { billingAddress: billing, shippingAddress: shipping }
						: { billingAddress: {}, shippingAddress: {} },
				hasFinishedResolution: ( name: string ) =>
					name === 'getCartData' && loaded,
			} ),
			subscribe: ( listener ) => {
				listeners.push( listener );
				return () =>
					listeners.splice( listeners.indexOf( listener ), 1 );
			},
		};
		const load = () => {
			loaded = true;
			listeners.forEach( ( listener ) => listener() );
		};
		return { data, load };
	};

	it( 'starts as the billing fields, once the cart is loaded', async () => {
		const { data, load } = customerStore( {
			first_name: 'Иван',
			last_name: 'Петров',
			phone: '+79001234567',
			email: 'ivan@example.com',
		} );
		expect( blockRecipient( data ) ).toEqual( {
			phone: '',
			name: '',
			email: '',
		} );
		const ready = whenCartLoaded( data, 5000 );
		load();
		await ready;
		expect( blockRecipient( data ) ).toEqual( {
			phone: '+79001234567',
			name: 'Иван Петров',
			email: 'ivan@example.com',
		} );
	} );

	it( 'takes the shipping name and phone where the billing ones are empty', () => {
		const { data, load } = customerStore(
			{ email: 'anna@example.com' },
			{ first_name: 'Анна', last_name: '', phone: '+79990000000' }
		);
		load();
		expect( blockRecipient( data ) ).toEqual( {
			phone: '+79990000000',
			name: 'Анна',
			email: 'anna@example.com',
		} );
	} );
} );
