/**
 * The search island: mounted on the search forms includes/Search/Forms
 * renders (header, shop page, shortcode, block).
 */
import { mountIsland, onReady } from '@runtime/mount';
import { readSettings } from '@runtime/settings';
import type { ComponentType } from 'react';
import { z } from 'zod/mini';
import {
	liveSearchSettingsSchema,
	formPropsSchema,
	type FormProps,
} from './settings';
import { SearchForm, type Typed } from './SearchForm';
import './index.scss';

onReady( () => {
	const settings = readSettings( 'search', liveSearchSettingsSchema );
	if ( ! settings ) {
		return;
	}
	// The plain forms' inputs, read before the live forms replace them, so
	// that neither a search results page's query nor what a shopper typed
	// while the page loaded is lost.
	const typed = new Map< string, Typed >();
	document
		.querySelectorAll< HTMLInputElement >(
			'[data-vitrina-island="search"] input[name="s"]'
		)
		.forEach( ( input ) =>
			typed.set( input.id, {
				text: input.value,
				focused: input.ownerDocument.activeElement === input,
			} )
		);
	const Form: ComponentType< FormProps > = ( props ) => (
		<SearchForm
			{ ...props }
			settings={ settings }
			typed={ typed.get( props.id ) }
		/>
	);
	mountIsland( 'search', {
		'search-form': {
			component: Form,
			props: formPropsSchema as z.ZodMiniType< FormProps >,
		},
	} );
} );
