/**
 * The delivery frame island: the page inside the widget iframe of the
 * embedded provider. The page has `<div id="vitrina-delivery-frame">` and its
 * settings in `#vitrina-delivery-frame-settings`.
 */
import { createRoot } from '@wordpress/element';
import { onReady } from '@runtime/mount';
import { FrameApp } from './App';
import { DEFAULT_LANG, ROOT_ID } from './constants';
import { connectToParent } from './messenger';
import { readPageSettings } from './page-settings';
import './index.scss';

// Listen at once: the parent posts its message on the frame's load event.
const connection = connectToParent();

onReady( () => {
	const root = document.getElementById( ROOT_ID );
	if ( ! root ) {
		return;
	}
	createRoot( root ).render(
		<FrameApp
			lang={ readPageSettings()?.lang ?? DEFAULT_LANG }
			connection={ connection }
		/>
	);
} );
