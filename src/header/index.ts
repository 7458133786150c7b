/**
 * The header island (plain TypeScript, no React: it runs on every page):
 * sticky header, menus and mega-menus, mobile navigation, tooltips, lazy
 * images, the preloader, the scroll-to-top button and order attribution. Settings come from includes/Header/Header.php.
 */
import { onReady } from '@runtime/ready';
import { readSettingsLite } from '@runtime/settings-lite';
import { parseHeaderSettings } from './settings';
import { initSticky } from './sticky';
import { initMenus } from './menus';
import { initMobileNav } from './mobile-nav';
import { initTooltips } from './tooltips';
import { initLazy } from './lazy';
import { afterFirstInteraction } from './interaction';
import { initPreloader } from './preloader';
import { initAttribution } from './attribution';
import { initDismissLinks } from './dismiss';
import { initScrollToTop } from './scroll-to-top';
import './index.scss';
import './scroll-to-top.scss';

onReady( () => {
	const settings = readSettingsLite( 'header', parseHeaderSettings );
	if ( ! settings ) {
		return;
	}
	if ( settings.preloader ) {
		initPreloader();
	}
	initAttribution( settings.attributionDays );
	initDismissLinks( settings.dismissLabel );
	if ( settings.lazy ) {
		initLazy( settings.lazyOffset );
	}
	const header = document.querySelector< HTMLElement >(
		'#masthead, [data-vitrina-sticky-header]'
	);
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
	if ( settings.scrollToTop === true ) {
		document
			.querySelectorAll< HTMLButtonElement >(
				'[data-vitrina-island="header"] button.vitrina-scroll-top'
			)
			.forEach( ( button ) => initScrollToTop( button ) );
	}
	if ( settings.tooltips ) {
		afterFirstInteraction( () => initTooltips() );
	}
} );
