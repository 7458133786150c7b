/**
 * The gallery before its slider: the native strip, its arrows, and the slide
 * the slider then starts on.
 */
import { Gallery } from '../../../src/product/gallery';
import type { ProductSettings } from '../../../src/product/settings';

// The slider library never arrives in these tests: the strip is on its own.
vi.mock( '../../../src/product/swiper', () => new Promise( () => {} ) );

const settings: ProductSettings = {
	ajaxUrl: '/wp-admin/admin-ajax.php',
	wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
	thumbsPosition: 'bottom',
	thumbsPerView: 4,
	autoplay: false,
	autoHeight: false,
	lightbox: true,
	captions: false,
	swatches: true,
	ratingRequired: false,
	ratingAction: 'vote',
};

const WIDTH = 500;

function mount() {
	const items = [ 1, 2, 3 ].map( ( n ) => ( {
		src: `/p${ n }.jpg`,
		w: 800,
		h: 800,
	} ) );
	document.body.innerHTML = `
		<div data-vitrina-gallery data-items='${ JSON.stringify( items ) }'>
			<div class="vitrina-gallery__main swiper">
				<div class="swiper-wrapper">
					${ items
						.map(
							( item, i ) =>
								`<div class="swiper-slide" data-index="${ i }"><img src="${ item.src }" alt=""></div>`
						)
						.join( '' ) }
				</div>
				<button type="button" class="vitrina-gallery__prev">‹</button>
				<button type="button" class="vitrina-gallery__next">›</button>
			</div>
		</div>`;
	const root = document.querySelector< HTMLElement >(
		'[data-vitrina-gallery]'
	)!;
	const strip = root.querySelector< HTMLElement >( '.swiper-wrapper' )!;
	Object.defineProperty( strip, 'clientWidth', { value: WIDTH } );
	const scrolls: number[] = [];
	strip.scrollTo = ( ( options: ScrollToOptions ) => {
		scrolls.push( options.left ?? 0 );
	} ) as typeof strip.scrollTo;
	/**
	 * The strip at a position, as the browser reports it while it scrolls.
	 *
	 * @param left The scroll position.
	 */
	const scrolledTo = ( left: number ) => {
		strip.scrollLeft = left;
		strip.dispatchEvent( new Event( 'scroll' ) );
	};
	const gallery = new Gallery( root, settings, () => {} );
	gallery.init();
	return { root, gallery, scrolls, scrolledTo };
}

describe( 'the gallery strip before the slider', () => {
	it( 'an arrow goes to the next picture, and the strip’s smooth scroll on the way does not take it back', () => {
		const { root, gallery, scrolls, scrolledTo } = mount();
		root.querySelector< HTMLElement >( '.vitrina-gallery__next' )!.click();
		expect( scrolls ).toEqual( [ WIDTH ] );
		expect( gallery.current() ).toBe( 1 );
		// The first frames of the smooth scroll, still nearer the first picture.
		scrolledTo( 40 );
		scrolledTo( 200 );
		expect( gallery.current() ).toBe( 1 );
		scrolledTo( WIDTH );
		expect( gallery.current() ).toBe( 1 );
		// A second click from there goes on to the third.
		root.querySelector< HTMLElement >( '.vitrina-gallery__next' )!.click();
		expect( gallery.current() ).toBe( 2 );
	} );

	it( 'the shopper’s own swipe of the strip, once it has arrived, is followed', () => {
		const { root, gallery, scrolledTo } = mount();
		root.querySelector< HTMLElement >( '.vitrina-gallery__next' )!.click();
		scrolledTo( WIDTH );
		scrolledTo( 2 * WIDTH );
		expect( gallery.current() ).toBe( 2 );
		scrolledTo( 0 );
		expect( gallery.current() ).toBe( 0 );
		expect(
			root
				.querySelector( '.vitrina-gallery__prev' )!
				.classList.contains( 'swiper-button-disabled' )
		).toBe( true );
	} );
} );
