/**
 * The chrome island: page-wide helpers on the markup includes/Chrome prints
 * (plain TypeScript: no React on a page for a button).
 */
import { onReady } from '@shared/ready';
import { readSettings } from '@shared/settings';
import { chromeSettingsSchema } from './settings';
import { initScrollToTop } from './scroll-to-top';
import './index.scss';

onReady( () => {
	const settings = readSettings( 'chrome', chromeSettingsSchema );
	if ( ! settings?.scrollToTop ) {
		return;
	}
	document
		.querySelectorAll< HTMLButtonElement >(
			'[data-vitrina-island="chrome"] button.vitrina-scroll-top'
		)
		.forEach( ( button ) => initScrollToTop( button ) );
} );
