/**
 * The on-use loader: an island printed for use (Islands::render with on_use)
 * waits, its scripts inert in a `<template data-vitrina-on-use="island">`,
 * until the shopper first uses its markup: pointer over it, focus in it (a
 * key can only come after that) or a touch. Then its scripts run, in order, as WordPress printed them
 * (dependencies, translations, the island); the island mounts at once, and
 * keeps what the shopper did meanwhile (the live search keeps typed text).
 */
import { onReady } from '@runtime/ready';

/** What counts as a first use of an island's markup. */
export const USE_EVENTS = [ 'pointerover', 'focusin', 'touchstart' ] as const;

/**
 * Runs a template's scripts one after the other (an external script is
 * waited for before the next one, so inline scripts find what they need).
 *
 * @param template The template WordPress's script tags were printed into.
 */
export async function runScripts( template: HTMLTemplateElement ) {
	const doc = template.ownerDocument;
	for ( const inert of Array.from(
		template.content.querySelectorAll( 'script' )
	) ) {
		const script = doc.createElement( 'script' );
		for ( const { name, value } of Array.from( inert.attributes ) ) {
			script.setAttribute( name, value );
		}
		script.text = inert.text;
		if ( script.src ) {
			script.async = false;
			await new Promise< void >( ( resolve ) => {
				script.addEventListener( 'load', () => resolve() );
				script.addEventListener( 'error', () => {
					// eslint-disable-next-line no-console
					console.error( `Vitrina: could not load ${ script.src }` );
					resolve();
				} );
				doc.body.appendChild( script );
			} );
		} else {
			doc.body.appendChild( script );
		}
	}
}

/**
 * Waits for the first use of an island's markup, then runs its scripts.
 *
 * @param template The island's template.
 * @return A promise settled once its scripts ran (or never, if unused).
 */
export function loadOnUse( template: HTMLTemplateElement ): Promise< void > {
	const doc = template.ownerDocument;
	const island = template.dataset.vitrinaOnUse ?? '';
	const roots = Array.from(
		doc.querySelectorAll< HTMLElement >(
			`[data-vitrina-island="${ island }"]`
		)
	);
	return new Promise( ( resolve ) => {
		let started = false;
		const start = () => {
			if ( started ) {
				return;
			}
			started = true;
			roots.forEach( ( root ) =>
				USE_EVENTS.forEach( ( type ) =>
					root.removeEventListener( type, start, true )
				)
			);
			void runScripts( template ).then( resolve );
		};
		roots.forEach( ( root ) =>
			USE_EVENTS.forEach( ( type ) =>
				root.addEventListener( type, start, {
					capture: true,
					passive: true,
				} )
			)
		);
		// Already in it (focused while the page loaded).
		if ( roots.some( ( root ) => root.contains( doc.activeElement ) ) ) {
			start();
		}
	} );
}

onReady( () => {
	document
		.querySelectorAll< HTMLTemplateElement >(
			'template[data-vitrina-on-use]'
		)
		.forEach( ( template ) => void loadOnUse( template ) );
} );
