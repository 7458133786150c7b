/**
 * The live-search island: mounted on the search forms includes/Search/Forms
 * renders (header, shop page, shortcode, block).
 */
import { mountIsland, onReady } from '@shared/mount';
import { readSettings } from '@shared/settings';
import type { ComponentType } from 'react';
import { z } from 'zod/mini';
import {
	liveSearchSettingsSchema,
	formPropsSchema,
	type FormProps,
} from './settings';
import { SearchForm } from './SearchForm';
import './index.scss';

onReady( () => {
	const settings = readSettings( 'live-search', liveSearchSettingsSchema );
	if ( ! settings ) {
		return;
	}
	const Form: ComponentType< FormProps > = ( props ) => (
		<SearchForm { ...props } settings={ settings } />
	);
	mountIsland( 'live-search', {
		'search-form': {
			component: Form,
			props: formPropsSchema as z.ZodMiniType< FormProps >,
		},
	} );
} );
