/**
 * Lazy images: images the server marked with data-vitrina-lazy-src (and
 * -srcset) get their real source once they come within the offset setting of
 * the viewport; at once where IntersectionObserver is missing.
 */
export const LAZY_SELECTOR = 'img[data-vitrina-lazy-src]';

/**
 * Swaps the real source in.
 *
 * @param img The image.
 */
export function loadImage( img: HTMLImageElement ) {
	const srcset = img.getAttribute( 'data-vitrina-lazy-srcset' );
	const src = img.getAttribute( 'data-vitrina-lazy-src' );
	if ( srcset ) {
		img.srcset = srcset;
	}
	if ( src ) {
		img.src = src;
	}
	img.removeAttribute( 'data-vitrina-lazy-src' );
	img.removeAttribute( 'data-vitrina-lazy-srcset' );
	img.classList.add( 'vitrina-lazy--loaded' );
}

/**
 * Watches the lazy images of a document, and those added later.
 *
 * @param offset How far before the viewport to start loading, in px.
 * @param doc    The document.
 * @return A function that stops watching.
 */
export function initLazy( offset: number, doc: Document = document ) {
	const images = () =>
		Array.from( doc.querySelectorAll< HTMLImageElement >( LAZY_SELECTOR ) );
	if ( typeof window.IntersectionObserver !== 'function' ) {
		images().forEach( loadImage );
		return () => {};
	}
	const observer = new window.IntersectionObserver(
		( entries ) => {
			entries.forEach( ( entry ) => {
				if ( entry.isIntersecting ) {
					observer.unobserve( entry.target );
					loadImage( entry.target as HTMLImageElement );
				}
			} );
		},
		{ rootMargin: `${ Math.max( 0, offset ) }px 0px` }
	);
	const watch = () => images().forEach( ( img ) => observer.observe( img ) );
	watch();
	// Markup added later (fragments, quick view, infinite lists).
	const mutations = new MutationObserver( watch );
	mutations.observe( doc.body, { childList: true, subtree: true } );
	return () => {
		observer.disconnect();
		mutations.disconnect();
	};
}
