/**
 * The carousel island (plain TypeScript): loaded only on pages with a
 * [vitrina_carousel] (includes/Carousel/Carousel.php).
 */
import { onReady } from '@runtime/ready';
import { initCarousel } from './carousel';
import './index.scss';

onReady( () => {
	document
		.querySelectorAll< HTMLElement >( '[data-vitrina-carousel]' )
		.forEach( ( root ) => initCarousel( root ) );
} );
