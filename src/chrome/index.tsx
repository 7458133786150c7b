/**
 * The chrome island: header, navigation and page-wide helpers. Mounted on the
 * containers that includes/Chrome renders.
 */
import { mountIsland, onReady } from '@shared/mount';
import { readSettings } from '@shared/settings';
import { chromeSettingsSchema } from './settings';
import { ScrollToTop, scrollToTopProps } from './ScrollToTop';
import './index.scss';

onReady( () => {
	const settings = readSettings( 'chrome', chromeSettingsSchema );
	if ( ! settings ) {
		return;
	}
	mountIsland( 'chrome', {
		'scroll-to-top': { component: ScrollToTop, props: scrollToTopProps },
	} );
} );
