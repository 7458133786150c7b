import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

/*
 * The test files share one window per worker (vitest.config.ts: isolate is
 * off, which saves a DOM per file). This file runs before each of them: it
 * notes the window's own properties, and after the file puts back what the
 * file set or replaced (a fake jQuery, settings globals, stubs) and removes
 * the listeners it left on the window, the document and its root elements,
 * so that no file sees another's globals, listeners, storage, cookies or
 * timers.
 */
vi.resetModules();

type Listener = [
	EventTarget,
	string,
	EventListenerOrEventListenerObject,
	boolean | EventListenerOptions | undefined,
];
const shared = globalThis as { vitrinaListeners?: Listener[] };
if ( ! shared.vitrinaListeners ) {
	const listeners: Listener[] = [];
	shared.vitrinaListeners = listeners;
	const add = EventTarget.prototype.addEventListener;
	EventTarget.prototype.addEventListener = function (
		this: EventTarget,
		type: string,
		listener: EventListenerOrEventListenerObject | null,
		options?: boolean | AddEventListenerOptions
	) {
		if (
			listener &&
			( this === window ||
				this === document ||
				this === document.documentElement ||
				this === document.head ||
				this === document.body )
		) {
			listeners.push( [ this, type, listener, options ] );
		}
		add.call( this, type, listener, options );
	};
}
const read = ( name: string ): unknown => {
	try {
		return ( window as unknown as Record< string, unknown > )[ name ];
	} catch {
		return undefined;
	}
};
// The window's own properties and their values (jsdom's are accessors:
// assigning one sets the DOM window's value behind it).
const globals = new Map(
	Object.getOwnPropertyNames( window ).map( ( name ) => [
		name,
		{
			descriptor: Object.getOwnPropertyDescriptor( window, name )!,
			value: read( name ),
		},
	] )
);

afterEach( () => {
	cleanup();
	document.body.innerHTML = '';
	document.head.innerHTML = '';
} );

afterAll( () => {
	vi.useRealTimers();
	vi.unstubAllGlobals();
	vi.unstubAllEnvs();
	for ( const [
		target,
		type,
		listener,
		options,
	] of shared.vitrinaListeners!.splice( 0 ) ) {
		target.removeEventListener( type, listener, options );
	}
	for ( const name of Object.getOwnPropertyNames( window ) ) {
		const before = globals.get( name );
		const now = Object.getOwnPropertyDescriptor( window, name );
		if ( ! before ) {
			if ( now?.configurable ) {
				delete ( window as unknown as Record< string, unknown > )[
					name
				];
			}
		} else if ( read( name ) !== before.value && now?.configurable ) {
			Object.defineProperty( window, name, before.descriptor );
			if ( read( name ) !== before.value && before.descriptor.set ) {
				( window as unknown as Record< string, unknown > )[ name ] =
					before.value;
			}
		}
	}
	window.localStorage.clear();
	window.sessionStorage.clear();
	for ( const cookie of document.cookie.split( ';' ) ) {
		const name = cookie.split( '=' )[ 0 ].trim();
		if ( name ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
		}
	}
	document.documentElement.className = '';
	document.documentElement.removeAttribute( 'style' );
	document.documentElement.removeAttribute( 'lang' );
	document.documentElement.removeAttribute( 'dir' );
	window.history.replaceState( null, '', '/' );
} );
