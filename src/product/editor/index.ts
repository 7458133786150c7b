/**
 * The product editor's media pickers (includes/Product/ProductFields.php):
 * a variation's extra pictures and the videos of products and variations,
 * chosen from WordPress's media library. Variations are loaded by AJAX, so
 * clicks are delegated. A change is announced with a bubbling `change` event,
 * which tells WooCommerce the variation needs saving.
 */
import { __, sprintf } from '@wordpress/i18n';
import './index.scss';

interface Attachment {
	id: number;
	url: string;
	sizes?: { thumbnail?: { url: string } };
}

interface MediaFrame {
	on: ( event: 'select', callback: () => void ) => void;
	open: () => void;
	state: () => {
		get: ( name: 'selection' ) => { toJSON: () => Attachment[] };
	};
}

type MediaFactory = ( options: {
	title: string;
	button: { text: string };
	library: { type: string };
	multiple: boolean | 'add';
} ) => MediaFrame;

/**
 * Ids kept in a comma list input.
 *
 * @param value The input's value.
 */
export function parseIds( value: string ): number[] {
	return [
		...new Set(
			value
				.split( ',' )
				.map( ( s ) => Number.parseInt( s, 10 ) )
				.filter( ( n ) => Number.isInteger( n ) && n > 0 )
		),
	];
}

/**
 * Writes a value and tells WooCommerce the form changed.
 *
 * @param input The input.
 * @param value The value.
 */
function setValue( input: HTMLInputElement, value: string ): void {
	input.value = value;
	input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
}

/**
 * A picture of the list with its remove button.
 *
 * @param attachment The picture.
 */
export function thumbnail( attachment: Attachment ): HTMLElement {
	const item = document.createElement( 'span' );
	item.className = 'vitrina-media-item';
	item.setAttribute( 'role', 'listitem' );
	item.dataset.id = String( attachment.id );
	const img = document.createElement( 'img' );
	img.src = attachment.sizes?.thumbnail?.url ?? attachment.url;
	img.alt = '';
	img.width = 48;
	img.height = 48;
	const remove = document.createElement( 'button' );
	remove.type = 'button';
	remove.className = 'vitrina-media-remove';
	remove.setAttribute(
		'aria-label',
		/* translators: %d: attachment id. */
		sprintf( __( 'Remove picture %d', 'vitrina' ), attachment.id )
	);
	remove.textContent = '×';
	item.append( img, remove );
	return item;
}

/**
 * Adds chosen pictures to a list input and its previews.
 *
 * @param input  The hidden input of ids.
 * @param chosen The chosen pictures.
 */
export function addImages( input: HTMLInputElement, chosen: Attachment[] ) {
	const ids = parseIds( input.value );
	const list = document.querySelector< HTMLElement >(
		`.vitrina-media-list[data-for="${ input.id }"]`
	);
	for ( const attachment of chosen ) {
		if ( ! ids.includes( attachment.id ) ) {
			ids.push( attachment.id );
			list?.append( thumbnail( attachment ) );
		}
	}
	setValue( input, ids.join( ',' ) );
}

/**
 * Removes a picture from its list.
 *
 * @param button The remove button.
 */
export function removeImage( button: HTMLElement ): void {
	const item = button.closest< HTMLElement >( '.vitrina-media-item' );
	const list = button.closest< HTMLElement >( '.vitrina-media-list' );
	const input = list?.dataset.for
		? document.getElementById( list.dataset.for )
		: null;
	if ( ! item || ! ( input instanceof HTMLInputElement ) ) {
		return;
	}
	const id = Number( item.dataset.id );
	const next = list?.querySelector< HTMLElement >(
		'.vitrina-media-item:not([data-id="' + id + '"]) .vitrina-media-remove'
	);
	item.remove();
	setValue(
		input,
		parseIds( input.value )
			.filter( ( n ) => n !== id )
			.join( ',' )
	);
	// Keep the keyboard user's place: the next remove button, else the picker.
	(
		next ??
		list?.parentElement?.querySelector< HTMLElement >(
			'.vitrina-media-pick'
		)
	)?.focus();
}

/**
 * Opens the media library for a pick button.
 *
 * @param button The button.
 * @param media  WordPress's media frame factory.
 */
export function pick( button: HTMLElement, media: MediaFactory ): void {
	const input = document.getElementById( button.dataset.target ?? '' );
	if ( ! ( input instanceof HTMLInputElement ) ) {
		return;
	}
	const images = button.dataset.vitrinaMedia === 'image';
	const frame = media( {
		title: images
			? __( 'Extra pictures of this variation', 'vitrina' )
			: __( 'Video', 'vitrina' ),
		button: {
			text: images
				? __( 'Add pictures', 'vitrina' )
				: __( 'Choose a video', 'vitrina' ),
		},
		library: { type: images ? 'image' : 'video' },
		multiple: images ? 'add' : false,
	} );
	frame.on( 'select', () => {
		const chosen = frame.state().get( 'selection' ).toJSON();
		if ( images ) {
			addImages( input, chosen );
		} else if ( chosen[ 0 ] ) {
			setValue( input, chosen[ 0 ].url );
		}
		button.focus();
	} );
	frame.open();
}

document.addEventListener( 'click', ( event ) => {
	const target = event.target as Element | null;
	const remove = target?.closest< HTMLElement >( '.vitrina-media-remove' );
	if ( remove ) {
		event.preventDefault();
		removeImage( remove );
		return;
	}
	const button = target?.closest< HTMLElement >( '[data-vitrina-media]' );
	const media = ( window as unknown as { wp?: { media?: MediaFactory } } ).wp
		?.media;
	if ( button && media ) {
		event.preventDefault();
		pick( button, media );
	}
} );
