import {
	addImages,
	parseIds,
	pick,
	removeImage,
} from '../../../../src/product/editor';

function field( value = '' ) {
	document.body.innerHTML = `
		<p>
			<input type="hidden" id="imgs" value="${ value }" />
			<span class="vitrina-media-list" data-for="imgs" role="list"></span>
			<button type="button" class="vitrina-media-pick" data-vitrina-media="image" data-target="imgs">pick</button>
			<input type="url" id="video" value="" />
			<button type="button" id="vb" data-vitrina-media="video" data-target="video">video</button>
		</p>`;
	return document.getElementById( 'imgs' ) as HTMLInputElement;
}

const picture = ( id: number ) => ( {
	id,
	url: `https://shop.test/${ id }.jpg`,
	sizes: { thumbnail: { url: `https://shop.test/${ id }-150.jpg` } },
} );

describe( 'product editor media fields', () => {
	it( 'reads a comma list of ids, dropping junk and repeats', () => {
		expect( parseIds( '5, 7,x,-2,5,0,9' ) ).toEqual( [ 5, 7, 9 ] );
		expect( parseIds( '' ) ).toEqual( [] );
	} );

	it( 'adds chosen pictures once, with previews, and announces the change', () => {
		const input = field( '5' );
		const changed = vi.fn();
		document.body.addEventListener( 'change', changed );
		addImages( input, [ picture( 5 ), picture( 8 ), picture( 9 ) ] );
		expect( input.value ).toBe( '5,8,9' );
		const items = document.querySelectorAll( '.vitrina-media-item' );
		expect( items ).toHaveLength( 2 );
		expect( items[ 0 ].querySelector( 'img' )?.src ).toBe(
			'https://shop.test/8-150.jpg'
		);
		expect( changed ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'removes a picture and keeps the keyboard focus in the field', () => {
		const input = field();
		addImages( input, [ picture( 3 ), picture( 4 ) ] );
		const first = document.querySelector< HTMLElement >(
			'.vitrina-media-item[data-id="3"] .vitrina-media-remove'
		)!;
		removeImage( first );
		expect( input.value ).toBe( '4' );
		expect( input.ownerDocument.activeElement ).toBe(
			document.querySelector(
				'.vitrina-media-item[data-id="4"] .vitrina-media-remove'
			)
		);
		removeImage( input.ownerDocument.activeElement as HTMLElement );
		expect( input.value ).toBe( '' );
		expect( input.ownerDocument.activeElement ).toBe(
			document.querySelector( '.vitrina-media-pick' )
		);
	} );

	it( 'asks the media library for videos, one, and keeps its address', () => {
		field();
		let onSelect = () => {};
		const options: unknown[] = [];
		const media = vi.fn( ( o: unknown ) => {
			options.push( o );
			return {
				on: ( _e: 'select', cb: () => void ) => ( onSelect = cb ),
				open: vi.fn(),
				state: () => ( {
					get: () => ( {
						toJSON: () => [
							{ id: 12, url: 'https://shop.test/v.mp4' },
						],
					} ),
				} ),
			};
		} );
		pick( document.getElementById( 'vb' )!, media );
		expect( options[ 0 ] ).toMatchObject( {
			library: { type: 'video' },
			multiple: false,
		} );
		onSelect();
		expect(
			( document.getElementById( 'video' ) as HTMLInputElement ).value
		).toBe( 'https://shop.test/v.mp4' );
	} );
} );
