/**
 * The full-screen lightbox (PhotoSwipe 5). Loaded on first open only, as
 * its own chunk: close, previous/next, zoom, fullscreen, share, counter,
 * optional captions, video slides, an error message with a link when a
 * picture fails, idle controls after mouse inactivity.
 */
import PhotoSwipe from 'photoswipe';
import type { SlideData } from 'photoswipe';
import 'photoswipe/photoswipe.css';
import { LIGHTBOX } from './constants';
import {
	counterText,
	shareUrl,
	toSlides,
	type LightboxItem,
} from './lightbox-items';

export interface LightboxLabels {
	/** The dialog's name. */
	dialog: string;
	close: string;
	zoom: string;
	prev: string;
	next: string;
	fullscreen: string;
	share: string;
	counter: string;
	error: string;
	errorLink: string;
	shareTargets: Record< ( typeof LIGHTBOX.share )[ number ], string >;
}

export interface LightboxOptions {
	captions: boolean;
	labels: LightboxLabels;
	reducedMotion: boolean;
	/** What to share: the page's address and text. */
	page: { url: string; title: string };
}

/**
 * Shows something now and again on every change of slide.
 *
 * @param pswp The lightbox.
 * @param show Shows it.
 */
const onEachSlide = ( pswp: PhotoSwipe, show: () => void ) => {
	pswp.on( 'change', show );
	show();
};

const icon = ( path: string ) => ( {
	isCustomSVG: true,
	inner: `<path d="${ path }" id="pswp__icn-%id"/>`,
	outlineID: 'pswp__icn-%id',
} );

/**
 * Opens the lightbox.
 *
 * @param items   Gallery items.
 * @param index   The item to start with.
 * @param options Captions, labels, motion.
 * @return The PhotoSwipe instance.
 */
export function openLightbox(
	items: LightboxItem[],
	index: number,
	options: LightboxOptions
): PhotoSwipe {
	const { labels } = options;
	const duration = options.reducedMotion ? 0 : LIGHTBOX.animationDuration;
	const pswp = new PhotoSwipe( {
		dataSource: toSlides( items, options.captions ) as SlideData[],
		index,
		showAnimationDuration: duration,
		hideAnimationDuration: duration,
		zoomAnimationDuration: options.reducedMotion
			? 0
			: LIGHTBOX.zoomDuration,
		easing: LIGHTBOX.zoomEasing,
		spacing: LIGHTBOX.spacing,
		loop: items.length >= LIGHTBOX.loopMinItems,
		preload: LIGHTBOX.preload,
		secondaryZoomLevel: ( level ) =>
			level.initial < 0.7 ? 1 : LIGHTBOX.doubleTapZoom,
		maxZoomLevel: ( level ) =>
			Math.max(
				LIGHTBOX.maxSpreadZoom,
				level.initial < 0.7 ? 1 : LIGHTBOX.doubleTapZoom
			),
		padding: {
			top: LIGHTBOX.barsSize,
			bottom: LIGHTBOX.barsSize,
			left: 0,
			right: 0,
		},
		preloaderDelay: LIGHTBOX.loadingIndicatorDelay,
		closeOnVerticalDrag: true,
		pinchToClose: true,
		escKey: true,
		arrowKeys: true,
		returnFocus: true,
		counter: false,
		closeTitle: labels.close,
		zoomTitle: labels.zoom,
		arrowPrevTitle: labels.prev,
		arrowNextTitle: labels.next,
		errorMsg: labels.error,
		mainClass: 'vitrina-lightbox',
	} );

	// PhotoSwipe draws its dialog without a name (its element is there from
	// the first update on).
	pswp.on( 'firstUpdate', () =>
		pswp.element?.setAttribute( 'aria-label', labels.dialog )
	);

	pswp.addFilter( 'contentErrorElement', ( el, content ) => {
		const box = document.createElement( 'div' );
		box.className = 'pswp__error-msg';
		box.setAttribute( 'role', 'alert' );
		box.append( document.createTextNode( labels.error + ' ' ) );
		const link = document.createElement( 'a' );
		link.href = String( content.data.src || '' );
		link.target = '_blank';
		link.rel = 'noopener';
		link.textContent = labels.errorLink;
		box.append( link );
		return box || el;
	} );

	pswp.on( 'uiRegister', () => {
		pswp.ui?.registerElement( {
			name: 'vitrina-counter',
			className: 'pswp__counter',
			appendTo: 'bar',
			order: 5,
			onInit: ( el, p ) => {
				el.setAttribute( 'aria-live', 'polite' );
				onEachSlide( p, () => {
					el.textContent = counterText(
						labels.counter,
						p.currIndex + 1,
						p.getNumItems()
					);
				} );
			},
		} );
		if ( document.fullscreenEnabled ) {
			pswp.ui?.registerElement( {
				name: 'fullscreen',
				ariaLabel: labels.fullscreen,
				title: labels.fullscreen,
				order: 8,
				isButton: true,
				html: icon(
					'M6 6h7v3H9v4H6zm13 0h7v7h-3V9h-4zM6 19h3v4h4v3H6zm17 4v-4h3v7h-7v-3z'
				),
				onClick: ( _e, _el, p ) => {
					if ( document.fullscreenElement ) {
						void document.exitFullscreen();
					} else {
						void p.element?.requestFullscreen();
					}
				},
			} );
		}
		pswp.ui?.registerElement( {
			name: 'share',
			ariaLabel: labels.share,
			title: labels.share,
			order: 9,
			isButton: true,
			html: icon(
				'M22 8a3 3 0 1 1-2.8 4.1l-6.4 3.2a3 3 0 0 1 0 1.4l6.4 3.2a3 3 0 1 1-.9 1.8l-6.4-3.2a3 3 0 1 1 0-5l6.4-3.2A3 3 0 0 1 22 8z'
			),
			onInit: ( el ) => {
				el.setAttribute( 'aria-expanded', 'false' );
				el.setAttribute( 'aria-haspopup', 'true' );
			},
			onClick: ( _e, el, p ) => toggleShare( el, p, options ),
		} );
		if ( options.captions ) {
			pswp.ui?.registerElement( {
				name: 'caption',
				className: 'vitrina-lightbox__caption',
				appendTo: 'root',
				order: 9,
				onInit: ( el, p ) =>
					onEachSlide( p, () => {
						const title = String( p.currSlide?.data.title || '' );
						el.textContent = title;
						el.hidden = title === '';
					} ),
			} );
		}
	} );

	// Videos stop when their slide is left.
	pswp.on( 'change', () => {
		pswp.element?.querySelectorAll( 'video' ).forEach( ( v ) => {
			if ( ! pswp.currSlide?.container.contains( v ) ) {
				v.pause();
			}
		} );
	} );

	holdZoomUntilLoaded( pswp );
	watchIdle( pswp );
	pswp.init();
	return pswp;
}

/**
 * Zooming while the lightbox is still opening (the large picture is put in
 * place only when the opening animation ends) or before the picture has
 * loaded leaves PhotoSwipe with an empty slide: the placeholder goes and the
 * picture never comes. So the zoom button, a click and a double tap wait
 * until the lightbox is open and the picture is there.
 *
 * @param pswp The lightbox.
 */
export function holdZoomUntilLoaded( pswp: PhotoSwipe ): void {
	const ready = () => {
		const content = pswp.currSlide?.content;
		return (
			pswp.opener.isOpen &&
			( ! content ||
				content.type !== 'image' ||
				content.state === 'loaded' )
		);
	};
	const toggle = pswp.toggleZoom.bind( pswp );
	pswp.toggleZoom = () => {
		if ( ready() ) {
			toggle();
		}
	};
	const hold = ( event: { preventDefault: () => void } ) => {
		if ( ! ready() ) {
			event.preventDefault();
		}
	};
	pswp.on( 'imageClickAction', hold );
	pswp.on( 'doubleTapAction', hold );
}

/**
 * Hides the controls after 4 s without mouse movement (1 s after the mouse
 * leaves the window).
 *
 * @param pswp The lightbox.
 */
function watchIdle( pswp: PhotoSwipe ): void {
	let timer = 0;
	const set = ( ms: number ) => {
		window.clearTimeout( timer );
		pswp.element?.classList.remove( 'pswp--idle' );
		timer = window.setTimeout(
			() => pswp.element?.classList.add( 'pswp--idle' ),
			ms
		);
	};
	const onMove = () => set( LIGHTBOX.idleTime );
	const onLeave = ( e: MouseEvent ) => {
		if ( ! e.relatedTarget ) {
			set( LIGHTBOX.idleOnLeave );
		}
	};
	pswp.on( 'bindEvents', () => {
		document.addEventListener( 'mousemove', onMove );
		document.addEventListener( 'mouseout', onLeave );
		set( LIGHTBOX.idleTime );
	} );
	pswp.on( 'destroy', () => {
		window.clearTimeout( timer );
		document.removeEventListener( 'mousemove', onMove );
		document.removeEventListener( 'mouseout', onLeave );
	} );
}

/**
 * Opens or closes the share menu.
 *
 * @param button  The share button.
 * @param pswp    The lightbox.
 * @param options Labels and the page.
 */
function toggleShare(
	button: HTMLElement,
	pswp: PhotoSwipe,
	options: LightboxOptions
): void {
	const root = pswp.element;
	if ( ! root ) {
		return;
	}
	const open = root.querySelector( '.vitrina-lightbox__share' );
	if ( open ) {
		open.remove();
		button.setAttribute( 'aria-expanded', 'false' );
		return;
	}
	const image = String( pswp.currSlide?.data.src || '' );
	const menu = document.createElement( 'ul' );
	menu.className = 'vitrina-lightbox__share';
	for ( const target of LIGHTBOX.share ) {
		const li = document.createElement( 'li' );
		const a = document.createElement( 'a' );
		a.href = shareUrl(
			target,
			options.page.url,
			image,
			options.page.title
		);
		a.textContent = options.labels.shareTargets[ target ];
		a.className = `vitrina-lightbox__share-${ target }`;
		if ( target === 'download' ) {
			a.setAttribute( 'download', '' );
		} else {
			a.target = '_blank';
			a.rel = 'noopener noreferrer';
		}
		a.addEventListener( 'click', () => {
			menu.remove();
			button.setAttribute( 'aria-expanded', 'false' );
		} );
		li.append( a );
		menu.append( li );
	}
	root.append( menu );
	button.setAttribute( 'aria-expanded', 'true' );
	menu.querySelector( 'a' )?.focus();
}
