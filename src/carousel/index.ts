/**
 * The carousel island (plain TypeScript): loaded only on pages with a
 * [vitrina_carousel] (includes/Chrome/Carousel.php).
 */
import { onReady } from '@shared/ready';
import { initCarousel } from './carousel';
import './index.scss';

onReady( () => {
	document
		.querySelectorAll< HTMLElement >( '[data-vitrina-carousel]' )
		.forEach( ( root ) => initCarousel( root ) );
} );
