import { expect, test, type Locator, type Page } from '@playwright/test';
import { shopPhp } from './utils';

/**
 * The shopper flows of WooCommerce's own browser tests (its steps and
 * assertions) against the local shop with Vitrina on: demo products, the
 * Russian site, the classic cart and checkout. Every test starts with a fresh
 * browser context, hence an empty cart.
 */
const SIMPLE = 'banka-dlya-sypuchih-1-l';
const SIMPLE_NAME = 'Банка для сыпучих продуктов 1 л';
const VARIABLE = 'kastryulya-emalirovannaya-klassika';

/**
 * WooCommerce's own text, as the shop shows it.
 *
 * @param text The English text.
 */
const wooText = ( text: string ) =>
	shopPhp( `echo __( '${ text }', 'woocommerce' );` ).trim();

/**
 * The digits of a price as the page shows it ("1 234 ₽" is 1234; the demo
 * shop has no decimals).
 *
 * @param text The text.
 */
const amount = ( text: string | null ) =>
	Number( ( text ?? '' ).replace( /[^\d]/g, '' ) );

const amountOf = async ( locator: Locator ) =>
	amount( await locator.textContent() );

const simplePrice = () =>
	Number(
		shopPhp(
			`echo wc_get_product( get_page_by_path( '${ SIMPLE }', OBJECT, 'product' )->ID )->get_price();`
		).trim()
	);

const simpleId = () =>
	Number(
		shopPhp(
			`echo get_page_by_path( '${ SIMPLE }', OBJECT, 'product' )->ID;`
		).trim()
	);

const addedNotice = ( page: Page ) =>
	page.locator( '.woocommerce-notices-wrapper .woocommerce-message' ).first();

/**
 * Adds the simple demo product from its page. The add goes without a page
 * load (the cart island), so it waits for WooCommerce's added-to-cart
 * notice before anything navigates away, as WooCommerce's own flows wait
 * for theirs.
 *
 * @param page     The page.
 * @param quantity The quantity.
 */
async function addSimple( page: Page, quantity = 1 ) {
	await page.goto( `/product/${ SIMPLE }/` );
	if ( quantity !== 1 ) {
		await page.locator( 'form.cart input.qty' ).fill( String( quantity ) );
	}
	await page.locator( 'button.single_add_to_cart_button' ).click();
	await expect( addedNotice( page ) ).toContainText( SIMPLE_NAME );
}

const cartForm = ( page: Page ) => page.locator( 'form.woocommerce-cart-form' );

test.describe( 'WooCommerce shopper flows: simple product', () => {
	test( 'adds a simple product with its quantity from the product page', async ( {
		page,
	} ) => {
		const price = simplePrice();
		await addSimple( page, 5 );
		await page.goto( '/cart/' );
		await expect(
			cartForm( page ).locator( 'td.product-name' )
		).toContainText( SIMPLE_NAME );
		await expect( cartForm( page ).locator( 'input.qty' ) ).toHaveValue(
			'5'
		);
		expect(
			await amountOf( cartForm( page ).locator( 'td.product-subtotal' ) )
		).toBe( 5 * price );
	} );

	test( 'shows the description, the picture and related products', async ( {
		page,
	} ) => {
		const description = shopPhp(
			// Its first paragraph.
			`echo wp_strip_all_tags( explode( '</p>', get_page_by_path( '${ SIMPLE }', OBJECT, 'product' )->post_content )[0] );`
		).trim();
		expect( description.length ).toBeGreaterThan( 0 );
		await page.goto( `/product/${ SIMPLE }/` );
		await expect( page.locator( '#tab-description' ) ).toContainText(
			description
		);
		await expect(
			page.locator( '.woocommerce-product-gallery img.wp-post-image' )
		).toBeVisible();
		await expect( page.locator( '.related > h2' ) ).toContainText(
			wooText( 'Related products' )
		);
		await expect(
			page.locator( '.related .woocommerce-loop-product__title' ).first()
		).toBeVisible();
	} );

	test( 'removes a simple product from the cart', async ( { page } ) => {
		// WooCommerce's add-to-cart link, with a page load.
		await page.goto( `/shop/?add-to-cart=${ simpleId() }` );
		await page.goto( '/cart/' );
		await cartForm( page ).locator( 'a.remove' ).click();
		await expect( page.locator( '.cart-empty' ) ).toContainText(
			wooText( 'Your cart is currently empty.' )
		);
	} );
} );

test.describe( 'WooCommerce shopper flows: variable product', () => {
	const form = ( page: Page ) => page.locator( 'form.variations_form' );

	test( 'adds variations to the cart, then removes one', async ( {
		page,
	} ) => {
		await page.goto( `/product/${ VARIABLE }/` );
		for ( const size of [ '2-l', '3-l' ] ) {
			await form( page )
				.locator( 'select[name="attribute_pa_color"]' )
				.selectOption( 'krasnyj' );
			await form( page )
				.locator( 'select[name="attribute_pa_size"]' )
				.selectOption( size );
			await form( page )
				.locator( 'button.single_add_to_cart_button' )
				.click();
			// The notice of this add (WooCommerce replaces the last one).
			await expect( addedNotice( page ) ).toBeVisible();
			await addedNotice( page ).evaluate( ( el ) => el.remove() );
			// Vitrina's side panel opens after an add (its default): the
			// shopper closes it to add again.
			await page.keyboard.press( 'Escape' );
			await expect(
				page.locator( '#vitrina-cart-panel' )
			).toHaveAttribute( 'aria-hidden', 'true' );
		}
		await page.goto( '/cart/' );
		const rows = cartForm( page ).locator( 'tr.cart_item' );
		await expect( rows ).toHaveCount( 2 );
		await expect( rows.first().locator( 'td.product-name' ) ).toContainText(
			'Кастрюля'
		);
		await rows.first().locator( 'a.remove' ).click();
		await expect( cartForm( page ).locator( 'tr.cart_item' ) ).toHaveCount(
			1
		);
	} );

	test( 'the price follows the chosen options, and reset clears them', async ( {
		page,
	} ) => {
		await page.goto( `/product/${ VARIABLE }/` );
		const prices = JSON.parse(
			shopPhp( `
				$product = wc_get_product( get_page_by_path( '${ VARIABLE }', OBJECT, 'product' )->ID );
				$out = array();
				foreach ( $product->get_available_variations( 'objects' ) as $v ) {
					$a = $v->get_attributes();
					$out[ $a['pa_color'] . '/' . $a['pa_size'] ] = (float) $v->get_price();
				}
				echo wp_json_encode( $out );
			` )
		) as Record< string, number >;
		const price = form( page ).locator(
			'.woocommerce-variation-price .amount'
		);
		for ( const size of [ '2-l', '3-l' ] ) {
			await form( page )
				.locator( 'select[name="attribute_pa_color"]' )
				.selectOption( 'krasnyj' );
			await form( page )
				.locator( 'select[name="attribute_pa_size"]' )
				.selectOption( size );
			await expect
				.poll( async () => amountOf( price.last() ) )
				.toBe( prices[ `krasnyj/${ size }` ] );
		}

		await form( page ).locator( 'a.reset_variations' ).click();
		await expect(
			form( page ).locator( 'select[name="attribute_pa_size"]' )
		).toHaveValue( '' );
		// Adding without options: WooCommerce's alert.
		const messages: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			messages.push( dialog.message() );
			dialog.dismiss();
		} );
		await form( page )
			.locator( 'button.single_add_to_cart_button' )
			.click();
		const alert = wooText(
			'Please select some product options before adding this product to your cart.'
		);
		await expect.poll( () => messages ).toEqual( [ alert ] );
	} );
} );

test.describe( 'WooCommerce shopper flows: cart', () => {
	test( 'an empty cart says so', async ( { page } ) => {
		await page.goto( '/cart/' );
		await expect( page.locator( '.cart-empty' ) ).toContainText(
			wooText( 'Your cart is currently empty.' )
		);
	} );

	test( 'adding the same product twice from the shop makes a quantity of 2', async ( {
		page,
	} ) => {
		for ( let i = 0; i < 2; i++ ) {
			await page.goto( '/shop/' );
			const button = page
				.locator(
					`ul.products a.ajax_add_to_cart[data-product_id="${ simpleId() }"]`
				)
				.first();
			await button.click();
			// The add goes without a page load: wait for its end (the
			// button marked added) before leaving, as WooCommerce waits
			// for the network.
			await expect( button ).toHaveClass( /\badded\b/ );
		}
		await page.goto( '/cart/' );
		await expect( cartForm( page ).locator( 'input.qty' ) ).toHaveValue(
			'2'
		);
	} );

	test( 'updating the quantity updates the totals; proceed to checkout', async ( {
		page,
	} ) => {
		const price = simplePrice();
		await addSimple( page );
		await page.goto( '/cart/' );
		const subtotal = page.locator( '.cart_totals .cart-subtotal .amount' );
		expect( await amountOf( subtotal ) ).toBe( price );
		await cartForm( page ).locator( 'input.qty' ).fill( '2' );
		await cartForm( page ).locator( 'button[name="update_cart"]' ).click();
		await expect.poll( async () => amountOf( subtotal ) ).toBe( 2 * price );
		await expect(
			page.locator( '.woocommerce-message, .woocommerce-info' ).first()
		).toContainText( wooText( 'Cart updated.' ) );

		await page.locator( 'a.checkout-button' ).click();
		await expect( page.locator( '#order_review' ) ).toBeVisible();
	} );

	test( 'removing the item empties the cart', async ( { page } ) => {
		await addSimple( page );
		await page.goto( '/cart/' );
		await cartForm( page ).locator( 'a.remove' ).click();
		await expect( page.locator( '.cart-empty' ) ).toContainText(
			wooText( 'Your cart is currently empty.' )
		);
	} );
} );

test.describe( 'WooCommerce shopper flows: search, browse, sort', () => {
	test( 'a search with one result opens the product', async ( { page } ) => {
		await page.goto(
			`/shop/?s=${ encodeURIComponent( SIMPLE_NAME ) }&post_type=product`
		);
		await expect(
			page.getByRole( 'heading', { name: SIMPLE_NAME, exact: true } )
		).toBeVisible();
		await expect( page.locator( '.woocommerce-breadcrumb' ) ).toContainText(
			SIMPLE_NAME
		);
	} );

	test( 'browses from a product to its category and back', async ( {
		page,
	} ) => {
		const category = shopPhp(
			`echo get_the_terms( get_page_by_path( '${ SIMPLE }', OBJECT, 'product' )->ID, 'product_cat' )[0]->name;`
		).trim();
		await page.goto( `/product/${ SIMPLE }/` );
		await page
			.locator( '.woocommerce-breadcrumb' )
			.getByRole( 'link', { name: category, exact: true } )
			.click();
		await expect(
			page.getByRole( 'heading', { name: category, exact: true } )
		).toBeVisible();
		const title = page
			.locator( 'ul.products .woocommerce-loop-product__title' )
			.getByText( SIMPLE_NAME, { exact: true } );
		await expect( title ).toBeVisible();
		await title.click();
		await expect(
			page.getByRole( 'heading', { name: SIMPLE_NAME, exact: true } )
		).toBeVisible();
	} );

	test( 'sorts the shop by price, high to low and low to high', async ( {
		page,
	} ) => {
		/**
		 * The products of the page in their order, with the prices the
		 * sort uses (WooCommerce's lookup table: the highest price for
		 * high to low, the lowest for low to high).
		 *
		 * @param column max_price or min_price.
		 */
		const listed = async ( column: string ) => {
			const ids = await page
				.locator( 'ul.products > li.product' )
				.evaluateAll( ( items ) =>
					items.map( ( li ) =>
						Number(
							( /\bpost-(\d+)\b/.exec( li.className ) ?? [] )[ 1 ]
						)
					)
				);
			expect( ids.length ).toBeGreaterThan( 2 );
			const prices = JSON.parse(
				shopPhp( `
					global $wpdb;
					$out = array();
					foreach ( array( ${ ids.join( ',' ) } ) as $id ) {
						$out[] = (float) $wpdb->get_var( $wpdb->prepare( "SELECT ${ column } FROM {$wpdb->wc_product_meta_lookup} WHERE product_id = %d", $id ) );
					}
					echo wp_json_encode( $out );
				` )
			) as number[];
			return prices;
		};
		await page.goto( '/shop/' );
		await page
			.locator( 'select.orderby' )
			.first()
			.selectOption( 'price-desc' );
		await expect( page ).toHaveURL( /orderby=price-desc/ );
		const desc = await listed( 'max_price' );
		expect( desc ).toEqual( [ ...desc ].sort( ( a, b ) => b - a ) );
		expect( desc[ 0 ] ).toBeGreaterThan( desc[ desc.length - 1 ] );

		await page.locator( 'select.orderby' ).first().selectOption( 'price' );
		await expect( page ).toHaveURL( /orderby=price(&|$)/ );
		const asc = await listed( 'min_price' );
		expect( asc ).toEqual( [ ...asc ].sort( ( a, b ) => a - b ) );
		expect( asc[ 0 ] ).toBeLessThan( asc[ asc.length - 1 ] );
	} );
} );

test.describe( 'WooCommerce shopper flows: coupons', () => {
	const coupons = [
		{ code: 'vitrina-shopper-fixed-cart', type: 'fixed_cart', amount: 100 },
		{ code: 'vitrina-shopper-percent', type: 'percent', amount: 50 },
		{
			code: 'vitrina-shopper-fixed-product',
			type: 'fixed_product',
			amount: 70,
		},
	];
	const ids: number[] = [];
	let price = 0;

	/**
	 * The discount a coupon gives on one simple demo product.
	 *
	 * @param coupon The coupon.
	 */
	const discountOf = ( coupon: ( typeof coupons )[ number ] ) =>
		coupon.type === 'percent'
			? ( price * coupon.amount ) / 100
			: coupon.amount;

	test.beforeAll( () => {
		price = simplePrice();
		expect( price ).toBeGreaterThan( 200 );
		for ( const c of coupons ) {
			ids.push(
				Number(
					shopPhp( `
						$coupon = new WC_Coupon( wc_get_coupon_id_by_code( '${ c.code }' ) );
						$coupon->set_code( '${ c.code }' );
						$coupon->set_discount_type( '${ c.type }' );
						$coupon->set_amount( ${ c.amount } );
						$coupon->save();
						echo $coupon->get_id();
					` )
				)
			);
		}
	} );

	test.afterAll( () => {
		for ( const id of ids ) {
			shopPhp( `wp_delete_post( ${ id }, true );` );
		}
	} );

	const total = ( page: Page ) =>
		page.locator( '.cart_totals .order-total .amount' );

	async function applyOnCart( page: Page, code: string ) {
		await page.locator( '#coupon_code' ).fill( code );
		await page.locator( 'button[name="apply_coupon"]' ).click();
	}

	for ( const coupon of coupons ) {
		test( `the cart applies a coupon of type ${ coupon.type }`, async ( {
			page,
		} ) => {
			await addSimple( page );
			await page.goto( '/cart/' );
			const before = await amountOf( total( page ) );
			await applyOnCart( page, coupon.code );
			await expect(
				page.locator( '.woocommerce-message' )
			).toContainText( wooText( 'Coupon code applied successfully.' ) );
			await expect
				.poll( async () =>
					amountOf(
						page.locator( '.cart_totals .cart-discount .amount' )
					)
				)
				.toBe( discountOf( coupon ) );
			await expect
				.poll( async () => amountOf( total( page ) ) )
				.toBe( before - discountOf( coupon ) );
		} );
	}

	test( 'the cart refuses the same coupon twice, takes two, and restores the total when they go', async ( {
		page,
	} ) => {
		await addSimple( page );
		await page.goto( '/cart/' );
		const before = await amountOf( total( page ) );
		const discounts = page.locator( '.cart_totals .cart-discount' );

		await applyOnCart( page, coupons[ 0 ].code );
		await expect( discounts ).toHaveCount( 1 );
		await page.goto( '/cart/' );
		await applyOnCart( page, coupons[ 0 ].code );
		// WooCommerce shows this error by the coupon field.
		const already = wooText( 'Coupon code "%s" already applied!' ).replace(
			'%s',
			coupons[ 0 ].code
		);
		await expect(
			page.getByRole( 'alert' ).filter( { hasText: already } )
		).toBeVisible();

		await expect( discounts ).toHaveCount( 1 );

		await applyOnCart( page, coupons[ 2 ].code );
		await expect( discounts ).toHaveCount( 2 );
		await expect
			.poll( async () => amountOf( total( page ) ) )
			.toBe(
				before - discountOf( coupons[ 0 ] ) - discountOf( coupons[ 2 ] )
			);

		await page.locator( 'a.woocommerce-remove-coupon' ).first().click();
		await expect( discounts ).toHaveCount( 1 );
		await page.locator( 'a.woocommerce-remove-coupon' ).first().click();
		await expect( discounts ).toHaveCount( 0 );
		await expect
			.poll( async () => amountOf( total( page ) ) )
			.toBe( before );
	} );

	test( 'the checkout applies and removes a coupon', async ( { page } ) => {
		await addSimple( page );
		await page.goto( '/checkout/' );
		const orderTotal = page.locator(
			'.woocommerce-checkout-review-order-table .order-total .amount'
		);
		const before = await amountOf( orderTotal );
		await page.locator( 'a.showcoupon' ).click();
		await page.locator( '#coupon_code' ).fill( coupons[ 1 ].code );
		await page.locator( 'button[name="apply_coupon"]' ).click();
		await expect(
			page.getByText( wooText( 'Coupon code applied successfully.' ) )
		).toBeVisible();
		await expect
			.poll( async () =>
				amountOf(
					page.locator(
						'.woocommerce-checkout-review-order-table .cart-discount .amount'
					)
				)
			)
			.toBe( discountOf( coupons[ 1 ] ) );
		await expect
			.poll( async () => amountOf( orderTotal ) )
			.toBe( before - discountOf( coupons[ 1 ] ) );

		await page.locator( 'a.woocommerce-remove-coupon' ).click();
		await expect(
			page.getByText( wooText( 'Coupon has been removed.' ) )
		).toBeVisible();
		await expect.poll( async () => amountOf( orderTotal ) ).toBe( before );
	} );
} );

test.describe( 'WooCommerce shopper flows: checkout', () => {
	/**
	 * Chooses the flat rate (not the delivery widget's method, whose own
	 * flows are in checkout-delivery.spec.ts) and cash on delivery, places
	 * the order, and checks WooCommerce's order received page.
	 *
	 * @param page The page.
	 */
	async function placeWithCod( page: Page ) {
		const flat = page.locator(
			'#shipping_method input[value^="flat_rate"]'
		);
		if ( ! ( await flat.isChecked() ) ) {
			const updated = page.waitForResponse(
				/wc-ajax=update_order_review/
			);
			await flat.check();
			await updated;
		}
		// WooCommerce asks a region for Russia.
		const state = page.locator( '#billing_state' );
		if ( ! ( await state.inputValue() ) ) {
			await state.fill( 'Москва' );
		}
		// As a shopper: the method's label (the theme draws the radio on it
		// and hides the input), whichever method the shop lists first.
		const cod = page.locator( '#payment_method_cod' );
		await page.locator( 'label[for="payment_method_cod"]' ).click();
		await expect( cod ).toBeChecked();
		await page.locator( '#place_order' ).click();
		await expect( page ).toHaveURL( /order-received/, { timeout: 30_000 } );
		await expect(
			page.locator( '.woocommerce-thankyou-order-received' )
		).toBeVisible();
		await expect(
			page.locator( '.woocommerce-order-overview__payment-method' )
		).toContainText( 'Оплата при получении' );
		await expect( page.locator( '.woocommerce-order' ) ).toContainText(
			SIMPLE_NAME
		);
	}

	// WooCommerce rewrites the order of the payment methods as the suite's
	// admin pages are used (its offline methods, cash on delivery among
	// them, go into a group after the card-on-delivery method): the flows
	// run with that order, where cash on delivery is not the method chosen
	// first.
	let gatewayOrder = '';
	test.beforeAll( () => {
		gatewayOrder = shopPhp(
			`echo wp_json_encode( get_option( 'woocommerce_gateway_order' ) );`
		);
		shopPhp(
			`update_option( 'woocommerce_gateway_order', array( 'vitrina_cod_card' => 0, '_wc_offline_payment_methods_group' => 1, 'cod' => 2 ) );`
		);
	} );
	test.afterAll( () => {
		shopPhp(
			`update_option( 'woocommerce_gateway_order', json_decode( '${ gatewayOrder }', true ) );`
		);
	} );

	test( 'a guest places an order with cash on delivery', async ( {
		page,
	} ) => {
		await addSimple( page );
		await page.goto( '/checkout/' );
		await page.locator( '#billing_first_name' ).fill( 'Анна' );
		await page.locator( '#billing_last_name' ).fill( 'Петрова' );
		await page
			.locator( '#billing_address_1' )
			.fill( 'ул. Мясницкая, д. 5' );
		await page.locator( '#billing_city' ).fill( 'Москва' );
		await page.locator( '#billing_postcode' ).fill( '101000' );
		await page.locator( '#billing_phone' ).fill( '+79001234567' );
		await page
			.locator( '#billing_email' )
			.fill( 'anna.petrova@example.com' );
		await placeWithCod( page );
		// A guest sees the order's address (the overview's email line is
		// for a logged-in customer).
		await expect(
			page.locator( '.woocommerce-customer-details' )
		).toContainText( 'anna.petrova@example.com' );
	} );

	test( 'a customer logs in on the checkout and places an order', async ( {
		page,
	} ) => {
		await addSimple( page );
		await page.goto( '/checkout/' );
		await page.locator( 'a.showlogin' ).click();
		await page
			.locator( 'form.woocommerce-form-login #username' )
			.fill( 'buyer' );
		await page
			.locator( 'form.woocommerce-form-login #password' )
			.fill( 'buyer' );
		await page
			.locator( 'form.woocommerce-form-login button[name="login"]' )
			.click();
		// Logged in, back on the checkout with the saved address.
		await expect( page.locator( '#billing_first_name' ) ).toHaveValue(
			'Иван'
		);
		await expect( page.locator( '#billing_last_name' ) ).toHaveValue(
			'Петров'
		);
		await expect( page.locator( '#billing_email' ) ).toHaveValue(
			'buyer@example.com'
		);
		await expect( page.locator( 'a.showlogin' ) ).toHaveCount( 0 );
		await placeWithCod( page );
		await expect(
			page.locator( '.woocommerce-order-overview__email' )
		).toContainText( 'buyer@example.com' );
	} );
} );

test.describe( 'WooCommerce shopper flows: shipping on the cart', () => {
	test( 'the chosen method sets the total; free shipping over its minimum', async ( {
		page,
	} ) => {
		// The demo zone Russia: flat rate 390, pickup 0, free from 5 000.
		const price = simplePrice();
		expect( price ).toBeLessThan( 5000 );
		await addSimple( page );
		await page.goto( '/cart/' );
		const total = page.locator( '.cart_totals .order-total .amount' );
		const methods = page.locator( '.cart_totals #shipping_method' );

		await methods.locator( 'input[value^="flat_rate"]' ).check();
		await expect.poll( async () => amountOf( total ) ).toBe( price + 390 );
		await methods.locator( 'input[value^="local_pickup"]' ).check();
		await expect.poll( async () => amountOf( total ) ).toBe( price );
		await expect(
			methods.locator( 'input[value^="free_shipping"]' )
		).toHaveCount( 0 );

		const quantity = Math.ceil( 5000 / price );
		await cartForm( page )
			.locator( 'input.qty' )
			.fill( String( quantity ) );
		await cartForm( page ).locator( 'button[name="update_cart"]' ).click();
		await expect(
			methods.locator( 'input[value^="free_shipping"]' )
		).toHaveCount( 1 );
		await methods.locator( 'input[value^="free_shipping"]' ).check();
		await expect
			.poll( async () => amountOf( total ) )
			.toBe( quantity * price );
	} );
} );
