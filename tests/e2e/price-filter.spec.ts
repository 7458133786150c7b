import { expect, test, type Page } from '@playwright/test';
import { productCards, watchProblems } from './utils';

/**
 * The smallest price a card shows (a sale's, a variable product's lowest).
 *
 * @param page The page.
 */
const cardPrices = ( page: Page ) =>
	productCards( page ).evaluateAll( ( cards ) =>
		cards.map( ( card ) =>
			Math.min(
				...Array.from(
					card.querySelectorAll( '.price .amount' ),
					( amount ) =>
						Number(
							( amount.textContent ?? '' ).replace( /[^\d]/g, '' )
						)
				)
			)
		)
	);

test.describe( 'the catalogue’s price filter', () => {
	test( 'moves by pointer and keyboard with no jQuery UI, and filters the catalogue', async ( {
		page,
	} ) => {
		const { problems } = watchProblems( page );
		const loaded: string[] = [];
		page.on( 'request', ( request ) => {
			const path = new URL( request.url() ).pathname;
			if (
				/jquery\/ui\/|touch-punch|accounting|price-slider|build\/price-filter\//.test(
					path
				)
			) {
				loaded.push( path );
			}
		} );
		await page.goto( '/shop/' );
		const widget = page.locator( '.widget_price_filter' );
		await widget.scrollIntoViewIfNeeded();
		const low = widget.locator( 'input#min_price' );
		const high = widget.locator( 'input#max_price' );
		await expect( high ).toHaveAttribute( 'type', 'range' );
		await expect( low ).toHaveAttribute( 'type', 'range' );
		// The island alone: none of WooCommerce's slider scripts.
		expect( loaded.sort() ).toEqual( [
			expect.stringMatching( /build\/price-filter\/index\.css$/ ),
			expect.stringMatching( /build\/price-filter\/index\.js$/ ),
		] );
		// Two sliders with their names, drawn on the theme's track.
		await expect( widget.getByRole( 'slider' ) ).toHaveCount( 2 );
		await expect( low ).toHaveAccessibleName( /./ );
		await expect( high ).toHaveAccessibleName( /./ );
		await expect( widget.locator( '.price_slider' ) ).toBeVisible();
		await expect( widget.locator( '.ui-slider-handle' ) ).toHaveCount( 2 );
		const label = widget.locator( '.price_label' );
		await expect( label ).toBeVisible();
		const [ min, max ] = [
			Number( await low.getAttribute( 'min' ) ),
			Number( await high.getAttribute( 'max' ) ),
		];
		expect( max ).toBeGreaterThan( min );
		const price = ( value: number ) =>
			new RegExp(
				value.toLocaleString( 'ru-RU' ).replace( /\s/g, '\\s' ) + '\\s₽'
			);
		await expect( label.locator( '.to' ) ).toHaveText( price( max ) );

		// The highest price's handle dragged to the middle of the track.
		const track = await widget.locator( '.price_slider' ).boundingBox();
		if ( ! track ) {
			throw new Error( 'no track' );
		}
		const y = track.y + track.height / 2;
		await page.mouse.move( track.x + track.width - 2, y );
		await page.mouse.down();
		await page.mouse.move( track.x + track.width / 2, y, { steps: 8 } );
		await page.mouse.up();
		const dragged = Number( await high.inputValue() );
		expect( dragged ).toBeLessThan( max );
		expect( dragged ).toBeGreaterThan( min );
		await expect( label.locator( '.to' ) ).toHaveText( price( dragged ) );
		// Its handle followed: the chosen range ends where the handle is.
		const handle = await widget
			.locator( '.ui-slider-handle' )
			.nth( 1 )
			.boundingBox();
		expect(
			Math.abs( ( handle?.x ?? 0 ) - ( track.x + track.width / 2 ) )
		).toBeLessThan( track.width / 6 );

		// The keyboard moves it by the widget's step.
		const step = Number( await high.getAttribute( 'step' ) );
		await high.focus();
		await page.keyboard.press( 'ArrowLeft' );
		await page.keyboard.press( 'ArrowLeft' );
		const chosen = dragged - 2 * step;
		await expect( high ).toHaveValue( String( chosen ) );
		await expect( label.locator( '.to' ) ).toHaveText( price( chosen ) );
		await expect( high ).toHaveAttribute(
			'aria-valuetext',
			price( chosen )
		);

		// Filtered: the address asks for it, every card is within it, and the
		// slider starts where the shopper left it.
		await Promise.all( [
			page.waitForURL( /max_price=/ ),
			widget.locator( 'button[type="submit"]' ).click(),
		] );
		expect( new URL( page.url() ).searchParams.get( 'max_price' ) ).toBe(
			String( chosen )
		);
		const prices = await cardPrices( page );
		expect( prices.length ).toBeGreaterThan( 0 );
		for ( const each of prices ) {
			expect( each ).toBeLessThanOrEqual( chosen );
		}
		await page.locator( '.widget_price_filter' ).scrollIntoViewIfNeeded();
		await expect(
			page.locator( '.widget_price_filter input#max_price' )
		).toHaveValue( String( chosen ) );
		expect( problems() ).toEqual( [] );
	} );
} );
