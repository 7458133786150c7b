/**
 * The product island: gallery (Swiper), lightbox (PhotoSwipe, loaded on
 * first open), variation form and swatches, quantity buttons, tabs that
 * become an accordion, the star rating widget and the review form's stars.
 */
import { __ } from '@runtime/i18n';
import { prefersReducedMotion } from '@runtime/motion';
import { defineIsland } from '@runtime/island';
import { LIGHTBOX } from './constants';
import { Gallery } from './gallery';
import type { LightboxItem } from './lightbox-items';
import type { LightboxLabels } from './lightbox';
import { bindQuantity } from './quantity-buttons';
import { RatingWidget } from './rating';
import { bindReviewForm } from './review-form';
import { checkProductSettings, type ProductSettings } from './settings';
import { Tabs } from './tabs';
import { VariationForm } from './variation-form';
import './index.scss';

const labels = (): LightboxLabels => ( {
	dialog: __( 'Product pictures', 'vitrina' ),
	close: __( 'Close (Esc)', 'vitrina' ),
	zoom: __( 'Zoom in/out', 'vitrina' ),
	prev: __( 'Previous (Left arrow key)', 'vitrina' ),
	next: __( 'Next (Right arrow key)', 'vitrina' ),
	fullscreen: __( 'Toggle fullscreen', 'vitrina' ),
	share: __( 'Share', 'vitrina' ),
	/* translators: %curr%: current picture, %total%: number of pictures; keep the placeholders. */
	counter: __( '%curr% of %total%', 'vitrina' ) || LIGHTBOX.counterPattern,
	error: __( 'The image could not be loaded.', 'vitrina' ),
	errorLink: __( 'Open the image', 'vitrina' ),
	shareTargets: {
		facebook: __( 'Share on Facebook', 'vitrina' ),
		twitter: __( 'Post on X', 'vitrina' ),
		pinterest: __( 'Pin it', 'vitrina' ),
		download: __( 'Download image', 'vitrina' ),
	},
} );

/**
 * Opens the lightbox, loading its code on first use.
 *
 * @param settings The island's settings.
 * @param items    Gallery items.
 * @param index    The item to start with.
 */
export async function openLightbox(
	settings: ProductSettings,
	items: LightboxItem[],
	index: number
): Promise< void > {
	if ( ! items.length ) {
		return;
	}
	document.documentElement.classList.add( 'vitrina-lightbox-loading' );
	try {
		const lightbox = await import(
			/* webpackChunkName: "product/lightbox" */ './lightbox'
		);
		lightbox.openLightbox( items, index, {
			captions: settings.captions,
			labels: labels(),
			reducedMotion: prefersReducedMotion(),
			page: { url: window.location.href, title: document.title },
		} );
	} finally {
		document.documentElement.classList.remove( 'vitrina-lightbox-loading' );
	}
}

defineIsland( 'product', {
	settings: checkProductSettings,
	start( settings ) {
		const galleries = Array.from(
			document.querySelectorAll< HTMLElement >( '[data-vitrina-gallery]' )
		).map( ( root ) => {
			const gallery = new Gallery( root, settings, ( items, index ) => {
				void openLightbox( settings, items, index );
			} );
			gallery.init();
			return gallery;
		} );

		document
			.querySelectorAll< HTMLFormElement >( 'form.variations_form' )
			.forEach( ( form ) => {
				const product = form.closest( '.product' );
				const gallery =
					galleries.find( ( g ) => product?.contains( g.root ) ) ??
					null;
				new VariationForm( form, { gallery } ).init();
			} );

		bindQuantity( document );

		document
			.querySelectorAll< HTMLElement >( '.wc-tabs-wrapper' )
			.forEach( ( wrapper ) => new Tabs( wrapper ).init() );

		document
			.querySelectorAll< HTMLElement >( '[data-vitrina-rating]' )
			.forEach( ( root ) =>
				new RatingWidget( root, {
					ajaxUrl: settings.ajaxUrl,
					action: settings.ratingAction,
				} ).init()
			);

		const reviewForm = document.querySelector< HTMLFormElement >(
			'#review_form form, form#commentform'
		);
		if ( reviewForm ) {
			bindReviewForm( reviewForm, settings.ratingRequired );
		}
	},
} );
