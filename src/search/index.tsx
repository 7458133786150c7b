/**
 * The search island: mounted on the search forms includes/Search/Forms
 * renders (header, shop page, shortcode, block).
 */
import { defineIsland } from '@runtime/island';
import { renderInto } from '@runtime/react';
import type { z } from 'zod/mini';
import {
	liveSearchSettingsSchema,
	formPropsSchema,
	type FormProps,
} from './settings';
import { SearchForm } from './SearchForm';
import './styles';

defineIsland( 'search', {
	settings: liveSearchSettingsSchema,
	components: {
		'search-form': {
			props: formPropsSchema as z.ZodMiniType< FormProps >,
			mount( el, props: FormProps, settings ) {
				// The plain form's input, read before the live form replaces
				// it, so that neither a search results page's query nor what
				// a shopper typed while the island loaded is lost.
				const input =
					el.querySelector< HTMLInputElement >( 'input[name="s"]' );
				const typed = input
					? {
							text: input.value,
							focused: el.ownerDocument.activeElement === input,
						}
					: undefined;
				renderInto(
					el,
					<SearchForm
						{ ...props }
						settings={ settings }
						typed={ typed }
					/>,
					'search/search-form'
				);
			},
		},
	},
} );
