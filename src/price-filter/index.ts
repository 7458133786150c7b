/**
 * The price filter island: WooCommerce's "Filter by price" widget with two
 * range inputs instead of jQuery UI (includes/PriceFilter/PriceFilter.php
 * wraps the widget's form in the island's container and leaves WooCommerce's
 * slider script out), drawn as the widget nears the viewport.
 */
import { defineIsland } from '@runtime/island';
import { fields, isString, objectOf } from '@runtime/checks';
import { emit, listen } from '@runtime/wc-events';
import { EVENTS } from './constants';
import { drawSliders, type PriceFormat } from './slider';
import './index.scss';

interface PriceFilterSettings {
	format: PriceFormat;
}

defineIsland< PriceFilterSettings >( 'price-filter', {
	settings: ( raw ) =>
		fields< PriceFilterSettings >( raw, {
			format: objectOf< PriceFormat >( {
				symbol: isString,
				thousand: isString,
				format: isString,
			} ),
		} ),
	start( settings ) {
		// A filter plugin that redrew the widget asks for its slider again.
		listen( EVENTS.init, () =>
			drawSliders( document, settings.format, emit )
		);
	},
	components: {
		slider: {
			mount: ( el, _props, settings ) =>
				void drawSliders( el, settings.format, emit ),
		},
	},
} );
