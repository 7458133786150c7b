/**
 * The island contract. Every island boots through `defineIsland( name, {
 * settings, components, start } )`:
 *
 * - the island's settings (`#vitrina-settings-{name}`) are read and checked
 *   once; missing or invalid settings leave the island inert;
 * - `start( settings )` runs once for page-wide work (no container);
 * - each container the server rendered (`Islands::render()`:
 *   `data-vitrina-island`, `data-vitrina-component`, `data-vitrina-props`)
 *   gets its component's `mount( el, props, settings )`, which may render
 *   React or enhance the server markup; props are checked first, and each
 *   mount is isolated: an error in one leaves the others working;
 * - when a container's component comes is its own choice in the markup,
 *   `data-vitrina-when="load|idle|visible|use"` (default `load`): `idle` and
 *   `visible` containers mount at their own moment; `use` decides only when
 *   the island's scripts load (see below): once loaded, the island mounts
 *   its `use` containers at once (the cost was paid, and a shopper who used
 *   one form finds every form of the page live).
 *
 * The same directive decides when an island's scripts load at all: an island
 * none of whose containers wants `load` has its scripts printed inert in a
 * `<template data-vitrina-scripts="{island}">` (includes/Assets/Islands.php),
 * run by `loadWaitingIslands()` once the first container's moment comes (for
 * `use`: the shopper's first pointer over it, focus in it or touch).
 */
import { onReady } from './ready';
import { readProps, readSettings, type Check } from './settings';
import { mayHavePersonalState } from './personal';
import { joinJquery } from './wc-events';

/** When a container mounts (and a waiting island's scripts load). */
export const WHEN = [ 'load', 'idle', 'visible', 'use' ] as const;
export type When = ( typeof WHEN )[ number ];

/** What counts as a first use of a container. */
export const USE_EVENTS = [ 'pointerover', 'focusin', 'touchstart' ] as const;

/**
 * The further uses of the whole page, for an island whose `use` markup is
 * the root element (Islands::PAGE, the header): a scroll, a key.
 */
export const PAGE_USE_EVENTS = [ 'scroll', 'keydown' ] as const;

export interface IslandComponent< P, S > {
	/** The props' schema or check (default: any object). */
	props?: Check< P >;
	/** Mounts on the container (renders React or enhances the server markup). */
	mount: ( el: HTMLElement, props: P, settings: S ) => void;
}

export interface IslandDefinition< S > {
	/** The settings' schema or check; without it the island needs none. */
	settings?: Check< S >;
	/** Component name to component. */
	components?: Record< string, IslandComponent< any, S > >;
	/** Page-wide work, once, before the containers mount. */
	start?: ( settings: S ) => void;
}

export interface Island {
	/** Mounts the island's containers under root not mounted yet (markup added later). */
	mount: ( root?: ParentNode ) => void;
}

/** Containers whose moment has come already (they mount at once). */
const due = new WeakSet< Element >();

/**
 * The moment of a container.
 *
 * @param el The container.
 */
export function whenOf( el: HTMLElement ): When {
	const when = el.dataset.vitrinaWhen as When | undefined;
	return when && ( WHEN as readonly string[] ).includes( when )
		? when
		: 'load';
}

/**
 * Calls back once a container's moment has come.
 *
 * @param el       The container.
 * @param callback What to do then.
 */
export function onMoment( el: HTMLElement, callback: () => void ): void {
	const when = whenOf( el );
	let done = false;
	const go = () => {
		if ( ! done ) {
			done = true;
			due.add( el );
			callback();
		}
	};
	if ( when === 'load' || due.has( el ) ) {
		go();
	} else if ( when === 'idle' ) {
		const idle = window.requestIdleCallback as
			| ( ( cb: () => void, o?: { timeout: number } ) => number )
			| undefined;
		if ( idle ) {
			idle( go, { timeout: 3000 } );
		} else {
			window.setTimeout( go, 1 );
		}
	} else if ( when === 'visible' ) {
		onNearView( el, go );
	} else {
		onFirstUse( el, go );
	}
}

/**
 * Calls back once an element is within `margin` px above or below the
 * viewport (in it, with 0), or at once where the browser cannot tell.
 *
 * @param el       The element.
 * @param callback What to do then.
 * @param margin   How far off the viewport still counts, in px.
 * @return Stops waiting.
 */
export function onNearView(
	el: Element,
	callback: () => void,
	margin = 0
): () => void {
	if ( typeof IntersectionObserver === 'undefined' ) {
		callback();
		return () => {};
	}
	const observer = new IntersectionObserver(
		( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				observer.disconnect();
				callback();
			}
		},
		{ rootMargin: `${ margin }px 0px` }
	);
	observer.observe( el );
	return () => observer.disconnect();
}

/**
 * Whether a focused element can be the shopper's focus (see isShopperUse()).
 *
 * @param el The focused element.
 */
const isShopperFocus = ( el: EventTarget | Element | null ): boolean =>
	! ( el instanceof HTMLElement && el.tabIndex < 0 );

/**
 * Whether an event of USE_EVENTS is the shopper's: not a focus a script
 * moved to an element no key reaches (`tabindex="-1"`: WooCommerce's
 * notices, a dialog's heading), which a pointer or a key would have come
 * with otherwise.
 *
 * @param event The event.
 */
export function isShopperUse( event: Event ): boolean {
	return event.type !== 'focusin' || isShopperFocus( event.target );
}

/**
 * Calls back once, on the shopper's first use of an element (USE_EVENTS:
 * pointer over it, focus in it, a touch), or at once when the focus is in
 * it already. The moment `use` of containers, and of what an island keeps
 * for later within its own markup (the gallery's slider library, say).
 *
 * @param el       The element.
 * @param callback What to do then.
 */
export function onFirstUse( el: HTMLElement, callback: () => void ): void {
	let done = false;
	const used = ( event?: Event ) => {
		if ( event && ! isShopperUse( event ) ) {
			return;
		}
		USE_EVENTS.forEach( ( type ) =>
			el.removeEventListener( type, used, true )
		);
		if ( ! done ) {
			done = true;
			callback();
		}
	};
	USE_EVENTS.forEach( ( type ) =>
		el.addEventListener( type, used, { capture: true, passive: true } )
	);
	// Already in it (focused while the page loaded).
	const focused = el.ownerDocument.activeElement;
	if ( el.contains( focused ) && isShopperFocus( focused ) ) {
		used();
	}
}

/**
 * Defines an island and mounts its containers once the page is ready.
 *
 * @param name       The island's name (its folder under src/).
 * @param definition Settings check, components, page-wide start.
 * @return The island, to mount markup added later.
 */
export function defineIsland< S = Record< string, never > >(
	name: string,
	definition: IslandDefinition< S >
): Island {
	let settings: S | null = null;
	const components = definition.components ?? {};

	const mountOne = ( el: HTMLElement ) => {
		const component = components[ el.dataset.vitrinaComponent ?? '' ];
		if ( ! component ) {
			// eslint-disable-next-line no-console
			console.warn(
				`Vitrina: unknown component ${ name }/${ el.dataset.vitrinaComponent }`
			);
			return;
		}
		const props = component.props
			? readProps( el, component.props )
			: readProps( el, ( raw ) =>
					typeof raw === 'object' && raw !== null ? raw : null
				);
		if ( props === null ) {
			// eslint-disable-next-line no-console
			console.error(
				`Vitrina: invalid props for ${ name }/${ el.dataset.vitrinaComponent }`
			);
			return;
		}
		try {
			component.mount( el, props, settings as S );
		} catch ( error ) {
			// eslint-disable-next-line no-console
			console.error(
				`Vitrina: ${ name }/${ el.dataset.vitrinaComponent } failed`,
				error
			);
		}
	};

	const mount = ( root: ParentNode = document ) => {
		if ( settings === null ) {
			return;
		}
		root.querySelectorAll< HTMLElement >(
			`[data-vitrina-island="${ name }"][data-vitrina-component]`
		).forEach( ( el ) => {
			if ( el.dataset.vitrinaMounted ) {
				return;
			}
			el.dataset.vitrinaMounted = '1';
			if ( whenOf( el ) === 'use' ) {
				mountOne( el );
			} else {
				onMoment( el, () => mountOne( el ) );
			}
		} );
	};

	onReady( () => {
		settings = definition.settings
			? readSettings( name, definition.settings )
			: ( {} as S );
		if ( settings === null ) {
			return;
		}
		if ( definition.start ) {
			try {
				definition.start( settings );
			} catch ( error ) {
				// eslint-disable-next-line no-console
				console.error( `Vitrina: ${ name } failed to start`, error );
			}
		}
		mount();
	} );
	return { mount };
}

/**
 * Applies a template's stylesheets (Islands::styles_wait(): those that wait
 * with an island's scripts), each once a page: resolved once they all
 * applied (or failed: what they style works unstyled).
 *
 * @param template The template WordPress's link tags were printed into.
 */
function applyStyles( template: HTMLTemplateElement ): Promise< unknown > {
	const doc = template.ownerDocument;
	const present = new Set(
		Array.from(
			doc.querySelectorAll< HTMLLinkElement >( 'link[rel="stylesheet"]' ),
			( link ) => link.href
		)
	);
	return Promise.all(
		Array.from(
			template.content.querySelectorAll< HTMLLinkElement >(
				'link[rel="stylesheet"]'
			)
		)
			.filter( ( inert ) => ! present.has( inert.href ) )
			.map(
				( inert ) =>
					new Promise< void >( ( resolve ) => {
						const link = doc.importNode( inert, true );
						link.addEventListener( 'load', () => resolve() );
						link.addEventListener( 'error', () => resolve() );
						doc.head.appendChild( link );
					} )
			)
	);
}

/**
 * Runs a template's scripts one after the other, as WordPress printed them
 * (dependencies, translations, the island): an external script is waited
 * for before the next one, so inline scripts find what they need. The
 * template's stylesheets load beside them and apply before the last (the
 * island's own), so that the island draws styled.
 *
 * @param template The template WordPress's script tags were printed into.
 */
export async function runScripts( template: HTMLTemplateElement ) {
	const doc = template.ownerDocument;
	// Loaded beside the dependencies; applied before the island runs.
	const styled = applyStyles( template );
	const inerts = Array.from( template.content.querySelectorAll( 'script' ) );
	for ( const [ index, inert ] of inerts.entries() ) {
		if ( index === inerts.length - 1 ) {
			await styled;
		}
		const script = doc.createElement( 'script' );
		for ( const { name, value } of Array.from( inert.attributes ) ) {
			script.setAttribute( name, value );
		}
		script.text = inert.text;
		if ( script.src ) {
			// A dependency another island's template (or the runtime's
			// import()) already put on the page: once is enough; an
			// island's bundle waits for its shared chunks to run.
			if (
				Array.from( doc.scripts ).some(
					( other ) => other.src === script.src
				)
			) {
				continue;
			}
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
 * Watches a waiting island's markup that is no container of it (the
 * template's `data-vitrina-use`, `data-vitrina-hold`): the first use of
 * that markup starts the island; a click on a held element (a submit of a
 * held form) before the island ran is kept and replayed once it did (the
 * last one: a shopper who clicked twice meant one thing), and a link
 * followed meanwhile is followed after it (an add to cart, then the cart:
 * the island holds that link until the add answered).
 *
 * @param template The island's inert scripts.
 * @param start    Starts loading the island.
 * @return Replays what was held and stops holding (call once the island ran).
 */
function watchMarkup(
	template: HTMLTemplateElement,
	start: () => void
): () => void {
	const doc = template.ownerDocument;
	const use = template.dataset.vitrinaUse ?? '';
	const hold = template.dataset.vitrinaHold ?? '';
	const found = ( event: Event, selector: string ) =>
		selector
			? ( ( event.target as Element | null )?.closest?.< HTMLElement >(
					selector
				) ?? null )
			: null;
	// The whole page's markup: any use of the page, a scroll and a key too.
	const page = use !== '' && doc.documentElement.matches( use );
	const events = page ? [ ...USE_EVENTS, ...PAGE_USE_EVENTS ] : USE_EVENTS;
	const onUse = ( event: Event ) => {
		if ( ! isShopperUse( event ) ) {
			return;
		}
		if ( page || found( event, use ) ) {
			events.forEach( ( type ) =>
				doc.removeEventListener( type, onUse, true )
			);
			start();
		}
	};
	let replay: ( () => void ) | null = null;
	/** A link followed while a held click waits: followed after it. */
	let then: ( () => void ) | null = null;
	const onClick = ( event: Event ) => {
		const el = found( event, hold );
		// A held form waits for its submit: its other buttons stay live.
		if ( ! el || el instanceof HTMLFormElement ) {
			const link = replay ? leavingLink( event as MouseEvent ) : null;
			if ( link ) {
				event.preventDefault();
				then = () => link.click();
			}
			return;
		}
		event.preventDefault();
		event.stopImmediatePropagation();
		replay = () => el.click();
		start();
	};
	const onSubmit = ( event: Event ) => {
		const form = event.target as HTMLFormElement | null;
		if ( ! hold || ! form?.matches?.( hold ) ) {
			return;
		}
		const submitter = ( event as SubmitEvent ).submitter ?? null;
		event.preventDefault();
		event.stopImmediatePropagation();
		replay = () => form.requestSubmit( submitter );
		start();
	};
	if ( use ) {
		events.forEach( ( type ) =>
			doc.addEventListener( type, onUse, {
				capture: true,
				passive: true,
			} )
		);
		// Already in use: focused while the page loaded, or (the whole
		// page) scrolled already.
		const focused =
			doc.activeElement === doc.body ? null : doc.activeElement;
		if (
			( focused?.closest( use ) && isShopperFocus( focused ) ) ||
			( page && ( doc.defaultView?.scrollY ?? 0 ) > 0 )
		) {
			start();
		}
	}
	if ( hold ) {
		doc.addEventListener( 'click', onClick, true );
		doc.addEventListener( 'submit', onSubmit, true );
	}
	return () => {
		events.forEach( ( type ) =>
			doc.removeEventListener( type, onUse, true )
		);
		doc.removeEventListener( 'click', onClick, true );
		doc.removeEventListener( 'submit', onSubmit, true );
		const [ held, next ] = [ replay, then ];
		replay = then = null;
		held?.();
		next?.();
	};
}

/**
 * The link a click follows in this tab away from the page (another page,
 * not a fragment of this one), when it does so.
 *
 * @param event The click.
 * @return The link, or null for a click that stays (or opens elsewhere).
 */
export function leavingLink(
	event: MouseEvent
): HTMLAnchorElement | HTMLAreaElement | null {
	if (
		event.defaultPrevented ||
		event.button !== 0 ||
		event.metaKey ||
		event.ctrlKey ||
		event.shiftKey ||
		event.altKey
	) {
		return null;
	}
	const link = ( event.target as Element | null )?.closest?.(
		'a[href], area[href]'
	) as HTMLAnchorElement | HTMLAreaElement | null;
	if (
		! link ||
		link.hasAttribute( 'download' ) ||
		( link.target && link.target !== '_self' ) ||
		! /^https?:$/.test( link.protocol ) ||
		// Another waiting island's markup: held by its own template.
		Array.from(
			link.ownerDocument.querySelectorAll< HTMLTemplateElement >(
				'template[data-vitrina-hold]'
			)
		).some( ( template ) =>
			link.closest( template.dataset.vitrinaHold as string )
		)
	) {
		return null;
	}
	const here = link.ownerDocument.location;
	const samePage =
		link.origin === here.origin &&
		link.pathname === here.pathname &&
		link.search === here.search;
	return samePage && link.hash ? null : link;
}

/**
 * Loads a waiting island's scripts at the moment of the first of its
 * containers (or of the first use of its other markup, or at once for a
 * visitor who may have personal state when the island shows it); that
 * container then mounts at once.
 *
 * @param template The island's inert scripts.
 * @return A promise settled once its scripts ran (or never).
 */
export function loadWaitingIsland(
	template: HTMLTemplateElement
): Promise< void > {
	const island = template.dataset.vitrinaScripts ?? '';
	const roots = Array.from(
		template.ownerDocument.querySelectorAll< HTMLElement >(
			`[data-vitrina-island="${ island }"]`
		)
	);
	return new Promise( ( resolve ) => {
		let started = false;
		let release = () => {};
		const start = () => {
			if ( ! started ) {
				started = true;
				void runScripts( template ).then( () => {
					// jQuery may have come with them.
					joinJquery();
					release();
					resolve();
				} );
			}
		};
		release = watchMarkup( template, start );
		const personal = template.dataset.vitrinaPersonal;
		if (
			personal &&
			mayHavePersonalState( personal.split( ',' ).filter( Boolean ) )
		) {
			start();
		}
		roots.forEach( ( root ) => onMoment( root, start ) );
	} );
}

/** The on-demand templates already run (or running). */
const onDemand = new WeakMap< HTMLTemplateElement, Promise< void > >();

/**
 * Loads, once, scripts the page keeps for when they are first needed:
 * `<template data-vitrina-on-demand="{name}">` (Islands::on_demand(), e.g.
 * WooCommerce's variation form script for a quick view of a variable
 * product). Settled at once when the page has no such template (the
 * scripts were printed with the page, or are not offered).
 *
 * @param name The scripts' name.
 * @param doc  The document.
 * @return A promise settled once the scripts ran.
 */
export function loadOnDemand(
	name: string,
	doc: Document = document
): Promise< void > {
	const template = doc.querySelector< HTMLTemplateElement >(
		`template[data-vitrina-on-demand="${ name }"]`
	);
	if ( ! template ) {
		return Promise.resolve();
	}
	let loading = onDemand.get( template );
	if ( ! loading ) {
		// jQuery may come with them.
		loading = runScripts( template ).then( joinJquery );
		onDemand.set( template, loading );
	}
	return loading;
}

/**
 * Starts every waiting island of the page.
 *
 * @param doc The document.
 */
export function loadWaitingIslands( doc: Document = document ): void {
	doc.querySelectorAll< HTMLTemplateElement >(
		'template[data-vitrina-scripts]'
	).forEach( ( template ) => void loadWaitingIsland( template ) );
}
