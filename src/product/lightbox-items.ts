/**
 * Gallery items and the lightbox's slides (spec §3 Lightbox): a picture
 * (large url, width, height, caption) or a video block.
 */

export interface LightboxItem {
	/** Large picture address. */
	src: string;
	w: number;
	h: number;
	/** Smaller picture shown while the large one loads. */
	msrc: string;
	alt: string;
	caption: string;
	/** Video address ('' for a picture). */
	video: string;
}

export interface Slide {
	src?: string;
	width?: number;
	height?: number;
	msrc?: string;
	alt?: string;
	title?: string;
	html?: string;
	type?: 'image' | 'html';
}

const escapeAttr = ( s: string ): string =>
	s
		.replace( /&/g, '&amp;' )
		.replace( /"/g, '&quot;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );

/**
 * The lightbox's slides from gallery items; captions only when asked for.
 *
 * @param items    The items.
 * @param captions Whether to carry captions.
 */
export function toSlides( items: LightboxItem[], captions: boolean ): Slide[] {
	return items.map( ( item ) => {
		const title = captions ? item.caption : '';
		if ( item.video ) {
			return {
				type: 'html',
				title,
				html: `<div class="vitrina-lightbox__video"><video src="${ escapeAttr(
					item.video
				) }" poster="${ escapeAttr(
					item.msrc || item.src
				) }" controls playsinline preload="metadata" aria-label="${ escapeAttr(
					item.alt
				) }"></video></div>`,
			};
		}
		return {
			type: 'image',
			src: item.src,
			width: item.w,
			height: item.h,
			msrc: item.msrc,
			alt: item.alt,
			title,
		};
	} );
}

/**
 * The counter's text ('%curr% of %total%').
 *
 * @param pattern The pattern.
 * @param current 1-based index.
 * @param total   Number of slides.
 */
export const counterText = (
	pattern: string,
	current: number,
	total: number
): string =>
	pattern
		.replace( '%curr%', String( current ) )
		.replace( '%total%', String( total ) );

/**
 * Share links of a picture.
 *
 * @param target facebook, twitter, pinterest or download.
 * @param page   The page address.
 * @param image  The picture address.
 * @param text   The text to share.
 */
export function shareUrl(
	target: string,
	page: string,
	image: string,
	text: string
): string {
	const e = encodeURIComponent;
	switch ( target ) {
		case 'facebook':
			return `https://www.facebook.com/sharer/sharer.php?u=${ e( page ) }`;
		case 'twitter':
			return `https://x.com/intent/tweet?text=${ e( text ) }&url=${ e( page ) }`;
		case 'pinterest':
			return `https://www.pinterest.com/pin/create/button/?url=${ e( page ) }&media=${ e( image ) }&description=${ e( text ) }`;
		default:
			return image;
	}
}
