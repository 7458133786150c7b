/**
 * The header island (plain TypeScript, no React: it runs on every page):
 * sticky header, menus and mega-menus, mobile navigation, tooltips, lazy
 * images, the preloader and the scroll-to-top button. Settings come from
 * includes/Header/Header.php, which lets it wait for the shopper's first
 * use of the page unless the preloader or lazy pictures are on.
 */
import { defineIsland } from '@runtime/island';
import { checkHeaderSettings, type HeaderSettings } from './settings';
import { HEADER } from './constants';
import { initSticky } from './sticky';
import { initMenus } from './menus';
import { initMobileNav } from './mobile-nav';
import { initTooltips } from './tooltips';
import { initLazy } from './lazy';
import { afterFirstInteraction } from './interaction';
import { initPreloader } from './preloader';
import { initDismissLinks } from './dismiss';
import { initScrollToTop } from './scroll-to-top';
import './styles';

defineIsland( 'header', {
	settings: checkHeaderSettings,
	start,
} );

function start( settings: HeaderSettings ) {
	if ( settings.preloader ) {
		initPreloader();
	}
	initDismissLinks( settings.dismissLabel );
	if ( settings.lazy ) {
		initLazy( settings.lazyOffset );
	}
	const header = document.querySelector< HTMLElement >( HEADER.selector );
	if ( header && settings.sticky ) {
		initSticky( header, settings.stickyThreshold, settings.hideOnScroll );
	}
	initMenus();
	const nav = document.querySelector< HTMLElement >(
		'[data-vitrina-mobile-nav]'
	);
	if ( nav ) {
		initMobileNav( nav, settings.mobileNav );
	}
	// Printed only when the button is on (includes/Header/ScrollToTop.php).
	document
		.querySelectorAll< HTMLButtonElement >( 'button.vitrina-scroll-top' )
		.forEach( ( button ) => initScrollToTop( button ) );
	// Tooltips wait for the shopper's first interaction: it came already
	// when it started the island.
	if ( settings.tooltips && settings.afterUse ) {
		initTooltips();
	} else if ( settings.tooltips ) {
		afterFirstInteraction( () => initTooltips() );
	}
}
