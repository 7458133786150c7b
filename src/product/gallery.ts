/**
 * The main product gallery: a Swiper carousel with thumbnails (left, bottom,
 * a grid above 1024 px, or none), autoplay where set, and pictures that
 * follow the chosen variation. Pictures open in the lightbox.
 *
 * The first view needs no slider library: the server's slides are a strip
 * that scrolls and snaps natively (CSS scroll-snap), its arrows and
 * thumbnails scroll it, and a variation's picture is scrolled to. Swiper
 * loads on the shopper's first use of the gallery (`onFirstUse`: pointer
 * over it, focus in it, a touch) and takes over on the picture shown; with
 * autoplay on, at once.
 */
import type Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import type * as SwiperLib from './swiper';
import { __, sprintf } from '@runtime/i18n';
import { fields, isNumber, isString, stringOrEmpty } from '@runtime/checks';
import { onFirstUse } from '@runtime/island';
import { prefersReducedMotion } from '@runtime/motion';
import { GALLERY } from './constants';
import type { ProductSettings } from './settings';
import type { Variation, VariationImage } from './variations';
import type { LightboxItem } from './lightbox-items';

/**
 * Reads the gallery's items from its data-items attribute (printed by
 * includes/Product): none unless every item has its picture and size.
 *
 * @param root The gallery.
 */
export function readItems( root: HTMLElement ): LightboxItem[] {
	let raw: unknown;
	try {
		raw = JSON.parse( root.dataset.items || '[]' );
	} catch {
		return [];
	}
	if ( ! Array.isArray( raw ) ) {
		return [];
	}
	const items: LightboxItem[] = [];
	for ( const item of raw ) {
		const checked = fields( item, {
			src: isString,
			w: isNumber,
			h: isNumber,
		} );
		if ( ! checked ) {
			return [];
		}
		const { msrc, alt, caption, video } = item as Record< string, unknown >;
		items.push( {
			...checked,
			msrc: stringOrEmpty( msrc ),
			alt: stringOrEmpty( alt ),
			caption: stringOrEmpty( caption ),
			video: stringOrEmpty( video ),
		} );
	}
	return items;
}

/**
 * A gallery item from a variation's picture.
 *
 * @param image The picture.
 */
export function itemFromImage( image: VariationImage ): LightboxItem {
	const full = image.full_src || image.src;
	return {
		src: full,
		w: image.full_src_w || image.width || 1200,
		h: image.full_src_h || image.height || 1200,
		msrc: image.src,
		alt: image.alt || image.title || '',
		caption: image.caption || '',
		video: image.video || '',
	};
}

/**
 * The items to show for a variation: its own gallery when it has one, else
 * null (the product's gallery stays and goes to the variation's picture).
 *
 * @param variation The variation.
 */
export function variationItems( variation: Variation ): LightboxItem[] | null {
	const extra = variation.additional_variation_images ?? [];
	if ( ! extra.length ) {
		return null;
	}
	const items = variation.image?.src
		? [ itemFromImage( variation.image ) ]
		: [];
	return items.concat( extra.map( itemFromImage ) );
}

/**
 * Swiper breakpoints of the thumbnails (1025, 768.98 and 0).
 *
 * @param position The thumbnails' position.
 * @param perView  Thumbnails per view.
 */
export function thumbsBreakpoints(
	position: string,
	perView: number
): NonNullable< SwiperOptions[ 'breakpoints' ] > {
	const { desktop, tablet, phone } = GALLERY.breakpoints;
	return {
		[ phone ]: { slidesPerView: perView, direction: 'horizontal' },
		[ tablet ]: { slidesPerView: perView, direction: 'horizontal' },
		[ desktop ]: {
			slidesPerView: perView,
			direction: position === 'left' ? 'vertical' : 'horizontal',
		},
	};
}

let swiperLoad: Promise< typeof SwiperLib > | null = null;

/**
 * Loads the slider library once (its own chunk).
 */
export function loadSwiper(): Promise< typeof SwiperLib > {
	swiperLoad ??= import(
		/* webpackChunkName: "product/swiper" */ './swiper'
	).catch( ( error: unknown ) => {
		swiperLoad = null;
		throw error;
	} );
	return swiperLoad;
}

export class Gallery {
	readonly root: HTMLElement;
	private readonly settings: ProductSettings;
	private readonly onOpen: ( items: LightboxItem[], index: number ) => void;
	private readonly defaultItems: LightboxItem[];
	items: LightboxItem[];
	main: Swiper | null = null;
	thumbs: Swiper | null = null;
	private gridQuery: MediaQueryList | null = null;
	private loading = false;
	/** Whether the slider is wanted: first use, or autoplay. */
	private wanted = false;
	/**
	 * Before the slider: the slide an arrow or thumbnail scrolls the strip
	 * to, until the strip is there (its smooth scroll passes nearer slides).
	 */
	private heading: number | null = null;

	constructor(
		root: HTMLElement,
		settings: ProductSettings,
		onOpen: ( items: LightboxItem[], index: number ) => void
	) {
		this.root = root;
		this.settings = settings;
		this.onOpen = onOpen;
		this.defaultItems = readItems( root );
		this.items = this.defaultItems;
	}

	get position(): string {
		return this.root.dataset.thumbs || this.settings.thumbsPosition;
	}

	init(): void {
		this.root.addEventListener( 'click', ( event ) =>
			this.onClick( event )
		);
		if (
			this.position === 'grid' &&
			typeof window.matchMedia === 'function'
		) {
			this.gridQuery = window.matchMedia(
				`(min-width: ${ GALLERY.gridMinWidth + 1 }px)`
			);
			this.gridQuery.addEventListener( 'change', () => this.layout() );
		}
		this.wanted = this.settings.autoplay && ! prefersReducedMotion();
		if ( ! this.wanted ) {
			onFirstUse( this.root, () => {
				this.wanted = true;
				this.layout();
			} );
		}
		const wrapper = this.mainWrapper();
		wrapper?.addEventListener( 'scroll', () => this.onNativeScroll(), {
			passive: true,
		} );
		// A scroll that stopped short (the shopper took over): where it is.
		wrapper?.addEventListener( 'scrollend', () => {
			this.heading = null;
			this.onNativeScroll();
		} );
		this.markNative( 0 );
		this.layout();
		this.root.classList.add( 'is-ready' );
	}

	/** The main strip's slide wrapper. */
	private mainWrapper(): HTMLElement | null {
		return this.root.querySelector< HTMLElement >(
			'.vitrina-gallery__main > .swiper-wrapper'
		);
	}

	/**
	 * Before the slider: the slide the native strip shows (its scroll
	 * position), marked as Swiper would (thumbnail, arrows).
	 */
	private onNativeScroll(): void {
		const wrapper = this.mainWrapper();
		if ( this.main || ! wrapper || ! wrapper.clientWidth ) {
			return;
		}
		const index = Math.round(
			Math.abs( wrapper.scrollLeft ) / wrapper.clientWidth
		);
		if ( this.heading !== null ) {
			if ( index !== this.heading ) {
				return;
			}
			this.heading = null;
		}
		if ( String( index ) !== this.root.dataset.current ) {
			this.root.dataset.current = String( index );
			this.markNative( index );
		}
	}

	/**
	 * Before the slider: the active thumbnail and the arrows at the ends.
	 *
	 * @param index The slide shown.
	 */
	private markNative( index: number ): void {
		if ( this.main ) {
			return;
		}
		this.root
			.querySelectorAll( '.vitrina-gallery__thumb' )
			.forEach( ( el, i ) =>
				el.classList.toggle( 'swiper-slide-thumb-active', i === index )
			);
		const last = this.items.length - 1;
		for ( const [ selector, end ] of [
			[ '.vitrina-gallery__prev', index <= 0 ],
			[ '.vitrina-gallery__next', index >= last ],
		] as const ) {
			this.root
				.querySelector( selector )
				?.classList.toggle( 'swiper-button-disabled', end );
		}
	}

	/** Whether the pictures show as a grid (grid setting, wide screens). */
	isGrid(): boolean {
		return !! this.gridQuery?.matches;
	}

	private layout(): void {
		if ( this.isGrid() ) {
			this.destroy();
			return;
		}
		// One picture needs no slider: the library loads only for more,
		// on first use.
		if (
			this.main ||
			this.loading ||
			! this.wanted ||
			this.items.length < 2
		) {
			return;
		}
		this.loading = true;
		loadSwiper()
			.then( ( lib ) => {
				this.loading = false;
				if ( ! this.main && ! this.isGrid() && this.items.length > 1 ) {
					this.create( lib );
				}
			} )
			.catch( () => {
				this.loading = false;
				// eslint-disable-next-line no-console -- the spec's message for a missing slider library.
				console.error( 'Swiper is not defined' );
			} );
	}

	private destroy(): void {
		this.main?.destroy( true, true );
		this.thumbs?.destroy( true, true );
		this.main = null;
		this.thumbs = null;
	}

	private create( lib: typeof SwiperLib ): void {
		const { A11y, Autoplay, Keyboard, Navigation, Thumbs } = lib;
		const mainEl = this.root.querySelector< HTMLElement >(
			'.vitrina-gallery__main'
		);
		if ( ! mainEl ) {
			return;
		}
		const thumbsEl = this.root.querySelector< HTMLElement >(
			'.vitrina-gallery__thumbs'
		);
		const perView =
			Number( this.root.dataset.perView ) ||
			this.settings.thumbsPerView ||
			GALLERY.thumbsPerView;
		const reduced = prefersReducedMotion();
		// The slider takes over on the picture the native strip shows.
		const initialSlide = Math.min(
			this.current(),
			Math.max( 0, this.items.length - 1 )
		);
		mainEl
			.querySelector< HTMLElement >( '.swiper-wrapper' )
			?.scrollTo( { left: 0 } );
		if ( thumbsEl ) {
			this.thumbs = new lib.Swiper( thumbsEl, {
				modules: [ A11y ],
				slidesPerView: perView,
				spaceBetween: 10,
				watchSlidesProgress: true,
				slideToClickedSlide: true,
				breakpoints: thumbsBreakpoints( this.position, perView ),
				a11y: swiperMessages(),
			} );
		}
		const many = this.items.length > 1;
		this.main = new lib.Swiper( mainEl, {
			modules: [ A11y, Autoplay, Keyboard, Navigation, Thumbs ],
			initialSlide,
			speed: reduced ? 0 : GALLERY.speed,
			threshold: GALLERY.threshold,
			touchAngle: GALLERY.touchAngle,
			longSwipesRatio: GALLERY.longSwipesRatio,
			longSwipesMs: GALLERY.longSwipesMs,
			autoHeight: this.settings.autoHeight,
			keyboard: { enabled: true, onlyInViewport: true },
			navigation: many
				? {
						prevEl: mainEl.querySelector< HTMLElement >(
							'.vitrina-gallery__prev'
						),
						nextEl: mainEl.querySelector< HTMLElement >(
							'.vitrina-gallery__next'
						),
					}
				: false,
			thumbs: this.thumbs ? { swiper: this.thumbs } : {},
			autoplay:
				this.settings.autoplay && many && ! reduced
					? {
							delay: GALLERY.autoplayDelay,
							pauseOnMouseEnter: true,
							disableOnInteraction: false,
						}
					: false,
			a11y: swiperMessages(),
			breakpoints: {
				[ GALLERY.breakpoints.phone ]: {},
				[ GALLERY.breakpoints.tablet ]: {},
				[ GALLERY.breakpoints.desktop ]: {},
			},
		} );
	}

	/** The index of the slide shown. */
	current(): number {
		return this.main
			? this.main.activeIndex
			: Number( this.root.dataset.current ) || 0;
	}

	private onClick( event: MouseEvent ): void {
		const target = event.target as Element | null;
		if ( ! target || ! this.settings.lightbox ) {
			return;
		}
		const link = target.closest< HTMLAnchorElement >(
			'.vitrina-gallery__link'
		);
		if ( link ) {
			event.preventDefault();
			this.onOpen( this.items, Number( link.dataset.index ) || 0 );
			return;
		}
		if ( target.closest( '.vitrina-gallery__open' ) ) {
			event.preventDefault();
			this.onOpen( this.items, this.current() );
			return;
		}
		if ( ! this.main ) {
			this.onNativeClick( target );
		}
	}

	/**
	 * Before the slider: the arrows and thumbnails scroll the strip.
	 *
	 * @param target What was clicked.
	 */
	private onNativeClick( target: Element ): void {
		let step = 0;
		if ( target.closest( '.vitrina-gallery__prev' ) ) {
			step = -1;
		} else if ( target.closest( '.vitrina-gallery__next' ) ) {
			step = 1;
		}
		if ( step ) {
			this.goTo(
				Math.max(
					0,
					Math.min( this.items.length - 1, this.current() + step )
				)
			);
			return;
		}
		const picked = target.closest( '.vitrina-gallery__thumb' );
		if ( picked?.parentElement ) {
			this.goTo(
				Array.prototype.indexOf.call(
					picked.parentElement.children,
					picked
				)
			);
		}
	}

	/**
	 * Shows a variation's pictures: its own gallery, else the slide with its
	 * picture, else its picture in place of the first one.
	 *
	 * WooCommerce's variation script puts the variation's picture into the
	 * gallery's main image (`.woocommerce-product-gallery__image
	 * .wp-post-image`) in the same event; this runs after it, so that the
	 * slides always end as this gallery shows them.
	 *
	 * @param variation The variation.
	 */
	showVariation( variation: Variation ): void {
		queueMicrotask( () => this.applyVariation( variation ) );
	}

	private applyVariation( variation: Variation ): void {
		const own = variationItems( variation );
		if ( own ) {
			this.replace( own );
			return;
		}
		if ( this.items !== this.defaultItems ) {
			this.replace( this.defaultItems );
		}
		const image = variation.image;
		if ( ! image?.src ) {
			this.goTo( 0 );
			return;
		}
		const full = image.full_src || image.src;
		const index = this.items.findIndex( ( item ) => item.src === full );
		if ( index >= 0 ) {
			// The slider goes to that picture: the main image stays.
			this.restoreMain();
			this.goTo( index );
			return;
		}
		this.replace( [
			itemFromImage( image ),
			...this.defaultItems.slice( 1 ),
		] );
	}

	/**
	 * Undoes WooCommerce's change of the main image (its script keeps each
	 * original attribute as data-o_<name>, as its own reset reads them).
	 */
	private restoreMain(): void {
		const wrap = this.root.querySelector(
			'.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder'
		);
		if ( ! wrap ) {
			return;
		}
		for ( const el of [ wrap, ...wrap.querySelectorAll( 'a, img' ) ] ) {
			for ( const { name, value } of Array.from( el.attributes ) ) {
				if ( name.startsWith( 'data-o_' ) ) {
					el.setAttribute( name.slice( 'data-o_'.length ), value );
				}
			}
		}
	}

	/** Back to the product's own pictures, first slide. */
	reset(): void {
		// In turn with showVariation, after WooCommerce's own reset.
		queueMicrotask( () => {
			if ( this.items !== this.defaultItems ) {
				this.replace( this.defaultItems );
			}
			this.goTo( 0 );
		} );
	}

	private goTo( index: number ): void {
		this.root.dataset.current = String( index );
		if ( this.main ) {
			this.main.slideTo( index );
			return;
		}
		const wrapper = this.mainWrapper();
		if ( wrapper ) {
			const at = Math.round(
				Math.abs( wrapper.scrollLeft ) / ( wrapper.clientWidth || 1 )
			);
			this.heading = at === index ? null : index;
			const rtl = getComputedStyle( wrapper ).direction === 'rtl';
			wrapper.scrollTo( {
				left: ( rtl ? -1 : 1 ) * index * wrapper.clientWidth,
				behavior: prefersReducedMotion() ? 'auto' : 'smooth',
			} );
		}
		this.markNative( index );
	}

	/**
	 * Rebuilds the slides and the thumbnails from items.
	 *
	 * @param items The items.
	 */
	replace( items: LightboxItem[] ): void {
		this.items = items;
		const wrapper = this.root.querySelector(
			'.vitrina-gallery__main .swiper-wrapper'
		);
		const thumbs = this.root.querySelector(
			'.vitrina-gallery__thumbs .swiper-wrapper'
		);
		wrapper?.replaceChildren(
			...items.map( ( item, i ) =>
				slide( item, i, items.length, this.settings.lightbox )
			)
		);
		thumbs?.replaceChildren(
			...items.map( ( item, i ) => thumb( item, i ) )
		);
		this.thumbs?.update();
		this.main?.update();
		this.goTo( 0 );
		this.layout();
	}
}

/**
 * Swiper's accessibility texts in the shop's language (Swiper's own are
 * English, and it writes them over the buttons' labels the server printed).
 */
export function swiperMessages(): NonNullable< SwiperOptions[ 'a11y' ] > {
	return {
		enabled: true,
		prevSlideMessage: __( 'Previous picture', 'vitrina' ),
		nextSlideMessage: __( 'Next picture', 'vitrina' ),
		firstSlideMessage: __( 'This is the first picture', 'vitrina' ),
		lastSlideMessage: __( 'This is the last picture', 'vitrina' ),
		/* translators: {{index}}: picture number (keep the braces) */
		paginationBulletMessage: __( 'Go to picture {{index}}', 'vitrina' ),
		slideLabelMessage:
			/* translators: {{index}}: picture number, {{slidesLength}}: number of pictures (keep the braces) */
			__( 'Picture {{index}} of {{slidesLength}}', 'vitrina' ),
	};
}

/**
 * A slide of the main carousel.
 *
 * @param item     The item.
 * @param index    Its index.
 * @param total    How many there are.
 * @param lightbox Whether pictures open in the lightbox.
 */
function slide(
	item: LightboxItem,
	index: number,
	total: number,
	lightbox: boolean
): HTMLElement {
	const el = document.createElement( 'div' );
	// WooCommerce's gallery classes, as on the server's slides.
	el.className =
		'swiper-slide vitrina-gallery__slide woocommerce-product-gallery__image';
	el.dataset.index = String( index );
	el.dataset.full = item.src;
	el.dataset.thumb = item.msrc || item.src;
	if ( item.video ) {
		const video = document.createElement( 'video' );
		video.className = 'vitrina-gallery__video';
		video.src = item.video;
		video.poster = item.msrc || item.src;
		video.controls = true;
		video.preload = 'none';
		video.playsInline = true;
		video.setAttribute( 'aria-label', item.alt );
		el.append( video );
		return el;
	}
	const link = document.createElement( 'a' );
	link.className = 'vitrina-gallery__link';
	link.href = item.src;
	link.dataset.index = String( index );
	if ( lightbox ) {
		link.setAttribute(
			'aria-label',
			sprintf(
				/* translators: 1: picture number, 2: number of pictures */
				__( 'Open picture %1$d of %2$d full screen', 'vitrina' ),
				index + 1,
				total
			)
		);
	}
	const img = document.createElement( 'img' );
	img.src = item.msrc || item.src;
	img.alt = item.alt;
	img.decoding = 'async';
	if ( index === 0 ) {
		img.className = 'wp-post-image';
	}
	img.dataset.src = item.src;
	img.dataset.large_image = item.src;
	img.dataset.large_image_width = String( item.w );
	img.dataset.large_image_height = String( item.h );
	link.append( img );
	el.append( link );
	return el;
}

/**
 * A thumbnail.
 *
 * @param item  The item.
 * @param index Its index.
 */
function thumb( item: LightboxItem, index: number ): HTMLElement {
	const el = document.createElement( 'div' );
	el.className =
		'swiper-slide vitrina-gallery__thumb' +
		( item.video ? ' vitrina-gallery__thumb--video' : '' );
	const img = document.createElement( 'img' );
	img.src = item.msrc || item.src;
	img.alt = String( index + 1 );
	img.decoding = 'async';
	el.append( img );
	return el;
}
