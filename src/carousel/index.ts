/**
 * The carousel island (plain TypeScript): loaded only on pages with a
 * [vitrina_carousel] (includes/Carousel/Carousel.php).
 */
import { defineIsland } from '@runtime/island';
import { initCarousel } from './carousel';
import './index.scss';

defineIsland( 'carousel', {
	components: {
		// Each [vitrina_carousel] (templates/carousel/carousel.php), mounted
		// when first seen (data-vitrina-when="visible").
		carousel: {
			mount( el ) {
				el.querySelectorAll< HTMLElement >(
					'[data-vitrina-carousel]'
				).forEach( ( root ) => initCarousel( root ) );
			},
		},
	},
} );
