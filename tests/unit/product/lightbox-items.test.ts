import {
	counterText,
	shareUrl,
	toSlides,
	type LightboxItem,
} from '../../../src/product/lightbox-items';

const picture: LightboxItem = {
	src: 'https://shop.test/pot.jpg',
	w: 1200,
	h: 900,
	msrc: 'https://shop.test/pot-300x300.jpg',
	alt: 'Кастрюля',
	caption: 'Синяя, с крышкой',
	video: '',
};

const video: LightboxItem = {
	...picture,
	caption: '',
	alt: 'Кастрюля "Классика" <3 л>',
	video: 'https://cdn.test/pot.mp4?a=1&b="2"',
};

describe( 'lightbox slides', () => {
	it( 'carries captions only when asked', () => {
		expect( toSlides( [ picture ], false )[ 0 ] ).toMatchObject( {
			type: 'image',
			src: picture.src,
			width: 1200,
			height: 900,
			msrc: picture.msrc,
			title: '',
		} );
		expect( toSlides( [ picture ], true )[ 0 ].title ).toBe(
			'Синяя, с крышкой'
		);
	} );

	it( 'makes a video slide with a player, its poster and escaped attributes', () => {
		const [ slide ] = toSlides( [ video ], true );
		expect( slide.type ).toBe( 'html' );
		const box = document.createElement( 'div' );
		box.innerHTML = slide.html ?? '';
		const player = box.querySelector( 'video' )!;
		expect( box.children ).toHaveLength( 1 );
		expect( player.getAttribute( 'src' ) ).toBe( video.video );
		expect( player.getAttribute( 'poster' ) ).toBe( video.msrc );
		expect( player.getAttribute( 'aria-label' ) ).toBe( video.alt );
		expect( player.hasAttribute( 'controls' ) ).toBe( true );
		expect( player.hasAttribute( 'playsinline' ) ).toBe( true );
	} );

	it( 'counts with the pattern', () => {
		expect( counterText( '%curr% из %total%', 2, 5 ) ).toBe( '2 из 5' );
	} );

	it( 'shares the page (and the picture where the target takes one)', () => {
		const page = 'https://shop.test/product/pot/?a=1&b=2';
		const image = 'https://shop.test/pot.jpg';
		const text = 'Кастрюля & крышка';
		const e = encodeURIComponent;
		expect( shareUrl( 'facebook', page, image, text ) ).toBe(
			`https://www.facebook.com/sharer/sharer.php?u=${ e( page ) }`
		);
		const x = new URL( shareUrl( 'twitter', page, image, text ) );
		expect( x.host ).toBe( 'x.com' );
		expect( x.searchParams.get( 'url' ) ).toBe( page );
		expect( x.searchParams.get( 'text' ) ).toBe( text );
		const pin = new URL( shareUrl( 'pinterest', page, image, text ) );
		expect( pin.searchParams.get( 'media' ) ).toBe( image );
		expect( pin.searchParams.get( 'url' ) ).toBe( page );
		expect( shareUrl( 'download', page, image, text ) ).toBe( image );
	} );
} );
