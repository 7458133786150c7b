import { expect, test, type Page } from '@playwright/test';
import {
	addFromForm,
	login,
	openWithState,
	scriptRequests,
	setShopSettings,
	shopPhp,
} from './utils';

/**
 * The product page on the local shop (demo data): the enamel pot is a
 * variable product with colour, image and label swatches, four pictures, a
 * picture per colour and a gallery of its own for the blue 3 l pot. Every
 * test starts with a fresh browser context.
 */
const VARIABLE = 'kastryulya-emalirovannaya-klassika';
const ONE_PICTURE = 'lopatka-silikonovaya';
/** The one demo variable product without default attributes. */
const NOTHING_CHOSEN = 'kruzhka-keramicheskaya-utro';

async function open( page: Page, slug = VARIABLE ) {
	await openWithState( page, `/product/${ slug }/` );
	await page.waitForLoadState( 'networkidle' );
}

/**
 * Escape closes the lightbox (PhotoSwipe ignores keys while it is still
 * animating, so the key is pressed again until it closes).
 *
 * @param page The page.
 */
async function closeWithEscape( page: Page ) {
	await expect( async () => {
		await page.keyboard.press( 'Escape' );
		await expect( page.locator( '.pswp' ) ).toHaveCount( 0, {
			timeout: 1500,
		} );
	} ).toPass( { timeout: 10_000 } );
}

const swatch = ( page: Page, name: string, value: string ) =>
	page.locator(
		`[data-vitrina-swatches="${ name }"] .vitrina-swatch[data-value="${ value }"]`
	);

test.describe( 'product page', () => {
	test( 'swatches move the gallery and the price; the lightbox loads on first open; add to cart @both-themes', async ( {
		page,
	} ) => {
		const scripts: string[] = [];
		page.on( 'request', ( r ) => {
			if ( r.resourceType() === 'script' ) {
				scripts.push( r.url() );
			}
		} );
		await open( page );
		const form = page.locator( 'form.variations_form' );
		const gallery = page.locator( '[data-vitrina-gallery]' );
		await expect( gallery ).toHaveClass( /is-ready/ );
		// The first view: neither the slider library nor the lightbox; the
		// pictures are a strip that scrolls natively, snapping to each.
		await page.waitForLoadState( 'networkidle' );
		expect(
			scripts.some( ( s ) => /build\/product\/swiper\.js/.test( s ) )
		).toBe( false );
		expect( scripts.some( ( s ) => /lightbox/.test( s ) ) ).toBe( false );
		// Nor zod, the cart island or the lists island: the product island
		// checks the page's data without zod, the cart waits for the first
		// use of the add-to-cart form, the lists for their buttons; the
		// product is remembered as recently viewed by the runtime.
		const own = ( re: RegExp ) => scripts.filter( ( s ) => re.test( s ) );
		expect( own( /build\/shared\/zod\.js/ ) ).toEqual( [] );
		expect( own( /build\/(cart|lists)\/index\.js/ ) ).toEqual( [] );
		expect(
			await page.evaluate(
				() =>
					JSON.parse(
						localStorage.getItem( 'vitrina_recently_viewed' ) ??
							'{}'
					).ids
			)
		).toHaveLength( 1 );
		await expect( gallery.locator( '.swiper-initialized' ) ).toHaveCount(
			0
		);
		const strip = gallery.locator(
			'.vitrina-gallery__main > .swiper-wrapper'
		);
		expect(
			await strip.evaluate( ( el ) => [
				getComputedStyle( el ).scrollSnapType,
				el.scrollWidth > el.clientWidth,
			] )
		).toEqual( [ 'x mandatory', true ] );
		// The first use (the arrow): the slider loads and takes over on the
		// picture the arrow went to.
		const swiperJs = page.waitForRequest( /build\/product\/swiper\.js/ );
		await gallery.locator( '.vitrina-gallery__next' ).click();
		await swiperJs;
		await expect( gallery.locator( '.swiper-initialized' ) ).toHaveCount(
			2
		);
		await expect(
			gallery.locator( '.vitrina-gallery__main .swiper-slide-active' )
		).toHaveAttribute( 'data-index', '1' );

		// Colour swatches of three kinds are there.
		await expect(
			swatch( page, 'attribute_pa_color', 'krasnyj' )
		).toHaveClass( /vitrina-swatch--color/ );
		await expect(
			swatch( page, 'attribute_pa_color', 'belyj' )
		).toHaveClass( /vitrina-swatch--image/ );
		await expect( swatch( page, 'attribute_pa_size', '3-l' ) ).toHaveClass(
			/vitrina-swatch--label/
		);

		// Blue 3 l: its own gallery, its price.
		await swatch( page, 'attribute_pa_color', 'sinij' ).click();
		await swatch( page, 'attribute_pa_size', '3-l' ).click();
		await expect(
			form.locator( 'select[name="attribute_pa_color"]' )
		).toHaveValue( 'sinij' );
		await expect(
			swatch( page, 'attribute_pa_color', 'sinij' )
		).toHaveAttribute( 'aria-checked', 'true' );
		await expect( form ).toHaveAttribute( 'data-vitrina-state', 'match' );
		await expect(
			form.locator( '.woocommerce-variation-price' )
		).toContainText( '2' );
		const slides = gallery.locator(
			'.vitrina-gallery__main .vitrina-gallery__slide'
		);
		await expect( slides.first().locator( 'img' ) ).toHaveAttribute(
			'src',
			/sinij/
		);
		await expect( slides ).toHaveCount( 3 );

		// An out-of-stock combination: unavailable, button disabled.
		await swatch( page, 'attribute_pa_size', '2-l' ).click();
		await expect( form ).toHaveAttribute(
			'data-vitrina-state',
			'unavailable'
		);
		await expect(
			form.locator( '.single_add_to_cart_button' )
		).toHaveClass( /disabled/ );

		// Red 3 l: back to the product's gallery, on the red picture.
		await swatch( page, 'attribute_pa_color', 'krasnyj' ).click();
		await swatch( page, 'attribute_pa_size', '3-l' ).click();
		await expect( form ).toHaveAttribute( 'data-vitrina-state', 'match' );
		await expect( slides ).toHaveCount( 3 );
		await expect(
			form.locator( '.woocommerce-variation-price' )
		).toContainText( /2\s?190/ );

		// The lightbox: loads its code on first open, moves, counts, closes.
		const lightboxJs = page.waitForRequest(
			/build\/product\/lightbox\.js/
		);
		await gallery.locator( '.vitrina-gallery__open' ).click();
		await lightboxJs;
		const pswp = page.locator( '.pswp' );
		await expect( pswp ).toHaveClass( /pswp--open/ );
		await expect(
			page.getByRole( 'dialog', {
				name: /^(Фото товара|Product pictures)$/,
			} )
		).toBeVisible();
		const counter = pswp.locator( '.pswp__counter' );
		await expect( counter ).toHaveText( /^1 (из|of) 3$/ );
		await pswp.locator( '.pswp__button--arrow--next' ).click();
		await expect( counter ).toHaveText( /^2 (из|of) 3$/ );
		await pswp.locator( '.pswp__button--arrow--prev' ).click();
		await expect( counter ).toHaveText( /^1 (из|of) 3$/ );
		// Arrow keys navigate (a key pressed during a slide change may be dropped).
		await expect( async () => {
			await page.keyboard.press( 'ArrowRight' );
			await expect( counter ).toHaveText( /^2 (из|of) 3$/, {
				timeout: 1500,
			} );
		} ).toPass( { timeout: 10_000 } );
		await closeWithEscape( page );

		// Add to cart: the form's first use loaded the cart island (and zod).
		expect( own( /build\/cart\/index\.js/ ) ).toHaveLength( 1 );
		// WooCommerce's own "added to your cart" notice comes back, no error.
		await addFromForm( page, form );
		await expect(
			form.locator( 'button.single_add_to_cart_button' )
		).toHaveClass( /\badded\b/ );
	} );

	test( 'a variable product that starts with nothing chosen loads WooCommerce’s variation form with the form’s first use @both-themes', async ( {
		page,
	} ) => {
		const scripts = scriptRequests( page );
		const waiting = () =>
			scripts.filter( ( s ) =>
				/add-to-cart-variation|underscore|wp-util|\/jquery(\.min)?\.js$/.test(
					s
				)
			);
		await open( page, NOTHING_CHOSEN );
		// Neither the script nor jQuery and what else it needs, at first.
		expect( waiting() ).toEqual( [] );
		const form = page.locator( 'form.variations_form' );
		// The first swatch is the form's first use: the script loads, starts
		// the form, and finds the variation chosen.
		await swatch( page, 'attribute_pa_color', 'belyj' ).click();
		await swatch( page, 'attribute_pa_size', '300-ml' ).click();
		await expect( form ).toHaveAttribute( 'data-vitrina-state', 'match' );
		await expect( form.locator( 'input.variation_id' ) ).toHaveValue(
			/^[1-9]\d*$/
		);
		expect(
			waiting().filter( ( s ) => /add-to-cart-variation/.test( s ) )
		).toHaveLength( 1 );
		// WooCommerce enables the button as it reveals the variation.
		await expect(
			form.locator( 'button.single_add_to_cart_button' )
		).not.toHaveClass( /disabled/ );
		await addFromForm( page, form );

		// A product that starts with a choice (its default attributes)
		// keeps the script in the page: the form shows that variation from
		// the start.
		await open( page );
		await expect(
			page.locator( 'script#wc-add-to-cart-variation-js' )
		).toHaveCount( 1 );
		await expect(
			page.locator( 'template[data-vitrina-on-demand]' )
		).toHaveCount( 0 );
		await expect( form ).toHaveAttribute( 'data-vitrina-state', 'match' );
	} );

	test( 'quantity buttons and the star rating', async ( { page } ) => {
		await open( page );
		const qty = page.locator( 'form.cart input.qty' );
		await qty.fill( '1' );
		await page
			.locator( 'form.cart' )
			.getByRole( 'button', {
				name: /Increase the quantity|Увеличить количество/,
			} )
			.click();
		await expect( qty ).toHaveValue( '2' );
		await page
			.locator( 'form.cart' )
			.getByRole( 'button', {
				name: /Decrease the quantity|Уменьшить количество/,
			} )
			.click();
		await expect( qty ).toHaveValue( '1' );

		// A guest sees the rating, disabled stars and the log-in message.
		const rating = page.locator( '[data-vitrina-rating]' );
		await expect( rating.locator( '.vitrina-rating__message' ) ).toHaveText(
			/log in to rate|войдите, чтобы оценить/i
		);
		await expect(
			rating.locator( '.vitrina-rating__star' ).first()
		).toBeDisabled();

		// A logged-in customer votes (a second vote replaces the first).
		await login( page, undefined, 'buyer', 'buyer' );
		await open( page );
		const vote = page.waitForResponse(
			( r ) =>
				r.url().includes( 'admin-ajax.php' ) &&
				( r.request().postData() ?? '' ).includes(
					'vitrina_user_rating'
				)
		);
		await rating
			.locator( '.vitrina-rating__star[data-rating="4"]' )
			.click();
		const data = await ( await vote ).json();
		expect( data.success ).toBe( true );
		expect( data.rating ).toBe( 4 );
		expect( data[ 'review-count' ] ).toBeGreaterThanOrEqual( 1 );
		// The widget shows the shopper's vote on its stars; the average and
		// the count beside them stay WooCommerce's reviews' (the demo pot's
		// three), the one rating of the page.
		await expect(
			rating.locator( '.vitrina-rating__star.is-on' )
		).toHaveCount( 4 );
		await expect(
			rating.locator( '.vitrina-rating__star[data-rating="4"]' )
		).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( rating.locator( '.vitrina-rating__count' ) ).toHaveText(
			'3'
		);
		await expect(
			rating.locator( '.vitrina-rating__message' )
		).not.toBeEmpty();
		// Disabled for a while after a vote.
		await expect(
			rating.locator( '.vitrina-rating__star' ).first()
		).toBeDisabled();
	} );

	test( 'a single picture loads no slider; its lightbox opens on a click', async ( {
		page,
	} ) => {
		const scripts: string[] = [];
		page.on( 'request', ( r ) => {
			if ( r.resourceType() === 'script' ) {
				scripts.push( r.url() );
			}
		} );
		await open( page, ONE_PICTURE );
		const gallery = page.locator( '[data-vitrina-gallery]' );
		await expect( gallery ).toHaveClass( /is-ready/ );
		expect(
			scripts.some( ( s ) => /build\/product\/swiper/.test( s ) )
		).toBe( false );
		expect( scripts.some( ( s ) => /lightbox/.test( s ) ) ).toBe( false );
		await gallery.locator( '.vitrina-gallery__link' ).first().click();
		const pswp = page.locator( '.pswp' );
		await expect( pswp ).toHaveClass( /pswp--open/ );
		await expect( pswp.locator( '.pswp__counter' ) ).toHaveText(
			/^1 (из|of) 1$/
		);
		await closeWithEscape( page );
	} );
	test.describe( 'with the gallery’s autoplay on', () => {
		test.afterEach( () =>
			setShopSettings( { product_slider_autoplay: null } )
		);

		test( 'the slider starts at once, without a first use, its autoplay running every 3000 ms (spec)', async ( {
			page,
		} ) => {
			setShopSettings( { product_slider_autoplay: 'yes' } );
			await open( page );
			const gallery = page.locator( '[data-vitrina-gallery]' );
			await expect(
				gallery.locator( '.swiper-initialized' )
			).not.toHaveCount( 0 );
			// Swiper's own state: autoplay running, every 3000 ms.
			expect(
				await gallery
					.locator( '.vitrina-gallery__main' )
					.evaluate( ( el ) => {
						const { swiper } = el as HTMLElement & {
							swiper?: {
								autoplay: { running: boolean };
								params: { autoplay: { delay?: number } };
							};
						};
						return swiper
							? {
									running: swiper.autoplay.running,
									delay: swiper.params.autoplay.delay,
								}
							: null;
					} )
			).toEqual( { running: true, delay: 3000 } );
		} );
	} );

	test( 'lightbox controls: zoom, share, fullscreen, no captions by default, the failure message', async ( {
		page,
	} ) => {
		await open( page, ONE_PICTURE );
		const gallery = page.locator( '[data-vitrina-gallery]' );
		await expect( gallery ).toHaveClass( /is-ready/ );
		const full = await gallery
			.locator( '.vitrina-gallery__link' )
			.first()
			.getAttribute( 'href' );
		expect( full ).toBeTruthy();

		await gallery.locator( '.vitrina-gallery__link' ).first().click();
		const pswp = page.locator( '.pswp' );
		await expect( pswp ).toHaveClass( /pswp--open/ );
		// Captions are off unless the setting is on.
		await expect(
			pswp.locator( '.vitrina-lightbox__caption' )
		).toHaveCount( 0 );
		// Fullscreen is offered where the browser allows it.
		const fullscreen = await page.evaluate(
			() => document.fullscreenEnabled
		);
		await expect( pswp.locator( '.pswp__button--fullscreen' ) ).toHaveCount(
			fullscreen ? 1 : 0
		);
		// Zoom in and out.
		const zoom = pswp.locator( '.pswp__button--zoom' );
		await expect( zoom ).toBeVisible();
		// (PhotoSwipe drops a click while it is still animating: click again.)
		await expect( async () => {
			await zoom.click();
			await expect( pswp ).toHaveClass( /pswp--zoomed-in/, {
				timeout: 1500,
			} );
		} ).toPass( { timeout: 10_000 } );
		await expect( async () => {
			await zoom.click();
			await expect( pswp ).not.toHaveClass( /pswp--zoomed-in/, {
				timeout: 1500,
			} );
		} ).toPass( { timeout: 10_000 } );
		// Share: four targets, the first focused; the page and the picture go along.
		const share = pswp.locator( '.pswp__button--share' );
		await share.click();
		await expect( share ).toHaveAttribute( 'aria-expanded', 'true' );
		const menu = pswp.locator( '.vitrina-lightbox__share a' );
		await expect( menu ).toHaveCount( 4 );
		await expect( menu.first() ).toBeFocused();
		const url = page.url();
		expect(
			await pswp
				.locator( '.vitrina-lightbox__share-facebook' )
				.getAttribute( 'href' )
		).toContain( encodeURIComponent( url ) );
		const pin = new URL(
			( await pswp
				.locator( '.vitrina-lightbox__share-pinterest' )
				.getAttribute( 'href' ) ) as string
		);
		expect( pin.searchParams.get( 'media' ) ).toBe( full );
		await expect(
			pswp.locator( '.vitrina-lightbox__share-download' )
		).toHaveAttribute( 'download', '' );
		await share.click();
		await expect( menu ).toHaveCount( 0 );
		await closeWithEscape( page );

		// A picture that cannot be loaded: the message and a link to it.
		await page.route( full as string, ( route ) =>
			route.fulfill( { status: 404, body: '' } )
		);
		await page.reload();
		await page.waitForLoadState( 'networkidle' );
		await gallery.locator( '.vitrina-gallery__link' ).first().click();
		const error = pswp.locator( '.pswp__error-msg' );
		await expect( error ).toBeVisible();
		await expect( error ).toHaveAttribute( 'role', 'alert' );
		await expect( error.locator( 'a' ) ).toHaveAttribute(
			'href',
			full as string
		);
		await closeWithEscape( page );
	} );
} );

/**
 * WooCommerce's own markup and behaviour stay on the product page, so that
 * themes, plugins and WooCommerce's own shopper flows keep working: the
 * review form's star links, the gallery's classes and placeholder, the
 * variation form's button states and messages.
 */
test.describe( "product page: WooCommerce's markup and behaviour", () => {
	/**
	 * WooCommerce's translation of one of its texts on the shop.
	 *
	 * @param text The English text.
	 */
	const wooText = ( text: string ) =>
		shopPhp(
			`echo __( ${ JSON.stringify( text ) }, 'woocommerce' );`
		).trim();

	test( "the review form keeps WooCommerce's star links: a click and the arrow keys set its rating", async ( {
		page,
	} ) => {
		await open( page );
		await page.locator( '#tab-title-reviews a' ).click();
		const stars = page.locator( '#respond p.stars' );
		const rating = page.locator( '#respond #rating' );
		// WooCommerce's markup: five links in a group named by the label.
		await expect( stars.locator( 'a[role="radio"]' ) ).toHaveCount( 5 );
		await expect( stars.locator( '[role="group"]' ) ).toHaveAttribute(
			'aria-labelledby',
			'comment-form-rating-label'
		);
		await stars.locator( 'a.star-4' ).click();
		await expect( rating ).toHaveValue( '4' );
		await expect( stars ).toHaveClass( /\bselected\b/ );
		await expect( stars.locator( 'a.star-4' ) ).toHaveClass( /\bactive\b/ );
		await expect( stars.locator( 'a.star-4' ) ).toHaveAttribute(
			'aria-checked',
			'true'
		);
		await expect( stars.locator( 'a.star-4' ) ).toHaveAttribute(
			'tabindex',
			'0'
		);
		// The keyboard: the next star is focused and chosen.
		await stars.locator( 'a.star-4' ).focus();
		await page.keyboard.press( 'ArrowRight' );
		await expect( stars.locator( 'a.star-5' ) ).toBeFocused();
		await expect( rating ).toHaveValue( '5' );
		await expect( stars.locator( 'a.star-4' ) ).toHaveAttribute(
			'aria-checked',
			'false'
		);
		await page.keyboard.press( 'ArrowLeft' );
		await expect( rating ).toHaveValue( '4' );

		// The review goes out with the stars.
		const text = `Отзыв со звёздами ${ Date.now() }`;
		await page.locator( '#respond #comment' ).fill( text );
		await page.locator( '#respond #author' ).fill( 'Покупатель' );
		await page.locator( '#respond #email' ).fill( 'shopper@example.com' );
		await page.locator( '#respond #submit' ).click();
		await page.waitForURL( /#comment-\d+/ );
		const search = JSON.stringify( text );
		const stored = shopPhp(
			`global $wpdb; $id = (int) $wpdb->get_var( $wpdb->prepare( "SELECT comment_ID FROM {$wpdb->comments} WHERE comment_content = %s", ${ search } ) ); if ( $id ) { echo get_comment_meta( $id, 'rating', true ); wp_delete_comment( $id, true ); }`
		).trim();
		expect( stored ).toBe( '4' );
	} );

	test( "the gallery keeps WooCommerce's classes, its main image and the placeholder of a product without pictures", async ( {
		page,
	} ) => {
		await open( page );
		const gallery = page.locator( '[data-vitrina-gallery]' );
		await expect( gallery ).toHaveClass( /is-ready/ );
		await expect( gallery ).toHaveClass(
			/\bwoocommerce-product-gallery\b.*\bwoocommerce-product-gallery--with-images\b/
		);
		const images = gallery.locator(
			'.woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image'
		);
		await expect( images ).toHaveCount( 3 );
		const main = images.first().locator( 'img.wp-post-image' );
		await expect( main ).toHaveCount( 1 );
		await expect( main ).toHaveAttribute( 'srcset', /\S/ );
		await expect( main ).toHaveAttribute( 'data-large_image', /\S/ );
		await expect( gallery.locator( 'img.wp-post-image' ) ).toHaveCount( 1 );
		const mainSrc = await main.getAttribute( 'src' );

		// A variation whose picture is in the gallery: the slider goes there
		// and the main image stays the product's.
		await swatch( page, 'attribute_pa_color', 'belyj' ).click();
		await swatch( page, 'attribute_pa_size', '3-l' ).click();
		await expect( page.locator( 'form.variations_form' ) ).toHaveAttribute(
			'data-vitrina-state',
			'match'
		);
		await expect( gallery ).toHaveAttribute( 'data-current', '2' );
		await expect(
			gallery.locator( '.woocommerce-product-gallery__image img' ).first()
		).toHaveAttribute( 'src', mainSrc as string );

		// A product without pictures: WooCommerce's placeholder markup.
		const slug = `bez-kartinki-${ Date.now() }`;
		const id = shopPhp(
			`$p = new WC_Product_Simple(); $p->set_name( 'Товар без картинки' ); $p->set_slug( '${ slug }' ); $p->set_regular_price( '100' ); $p->set_status( 'publish' ); echo $p->save();`
		).trim();
		try {
			await open( page, slug );
			const empty = page.locator( '.woocommerce-product-gallery' );
			await expect( empty ).toHaveClass(
				/woocommerce-product-gallery--without-images/
			);
			await expect(
				empty.locator(
					'.woocommerce-product-gallery__wrapper .woocommerce-product-gallery__image--placeholder img.wp-post-image'
				)
			).toBeVisible();
		} finally {
			shopPhp( `wp_delete_post( ${ Number( id ) }, true );` );
		}
	} );

	test( "the variation form keeps WooCommerce's button states and messages", async ( {
		page,
	} ) => {
		const dialogs: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			dialogs.push( dialog.message() );
			void dialog.dismiss();
		} );
		await open( page );
		const form = page.locator( 'form.variations_form' );
		const button = form.locator( '.single_add_to_cart_button' );
		// The pot comes with a default choice: clear it first.
		await expect( form ).toHaveAttribute( 'data-vitrina-state', 'match' );
		await form.locator( 'a.reset_variations' ).click();
		await expect( button ).toHaveClass(
			/\bdisabled\b.*\bwc-variation-selection-needed\b/
		);
		await expect( button ).not.toHaveAttribute( 'aria-disabled', /.*/ );
		const select = wooText(
			'Please select some product options before adding this product to your cart.'
		);
		const unavailable = wooText(
			'Sorry, this product is unavailable. Please choose a different combination.'
		);
		await button.click( { timeout: 5000 } );
		await expect.poll( () => dialogs ).toEqual( [ select ] );

		// An out-of-stock combination.
		await swatch( page, 'attribute_pa_color', 'sinij' ).click();
		await swatch( page, 'attribute_pa_size', '2-l' ).click();
		await expect( button ).toHaveClass(
			/\bdisabled\b.*\bwc-variation-is-unavailable\b/
		);
		await expect( button ).not.toHaveAttribute( 'aria-disabled', /.*/ );
		await expect( form.locator( '.vitrina-variation-status' ) ).toHaveText(
			unavailable
		);
		await button.click( { timeout: 5000 } );
		await expect.poll( () => dialogs ).toEqual( [ select, unavailable ] );

		// Reset, then add: WooCommerce's message again (its shopper test).
		await form.locator( 'a.reset_variations' ).click();
		await expect( button ).toHaveClass(
			/\bwc-variation-selection-needed\b/
		);
		await button.click( { timeout: 5000 } );
		await expect
			.poll( () => dialogs )
			.toEqual( [ select, unavailable, select ] );
	} );
} );
