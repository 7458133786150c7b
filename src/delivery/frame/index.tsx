/**
 * The delivery frame page (build/delivery/frame.js): the page inside the
 * widget iframe of the embedded provider. The page has
 * `<div id="vitrina-delivery-frame">` and the island's settings in
 * `#vitrina-settings-delivery` (includes/Delivery/Provider/FramePage.php).
 */
import { createRoot } from '@wordpress/element';
import { defineIsland } from '@runtime/island';
import { FrameApp } from './App';
import { DEFAULT_LANG, ISLAND, ROOT_ID } from './constants';
import { connectToParent } from './messenger';
import { pageSettingsSchema } from './schemas';
import './index.scss';

// Listen at once: the parent posts its message on the frame's load event.
const connection = connectToParent();

defineIsland( ISLAND, {
	settings: pageSettingsSchema,
	start( settings ) {
		const root = document.getElementById( ROOT_ID );
		if ( root ) {
			createRoot( root ).render(
				<FrameApp
					lang={ settings.lang ?? DEFAULT_LANG }
					connection={ connection }
					map={ settings.map }
				/>
			);
		}
	},
} );
