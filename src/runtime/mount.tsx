/**
 * Mounts an island's React components on the containers the server rendered:
 * `<div data-vitrina-island="{island}" data-vitrina-component="{name}"
 * data-vitrina-props="{json}">`. Props are validated with the component's zod
 * schema; each root sits in an error boundary so one failing component never
 * takes the page or its neighbours down.
 */
import { Component, createRoot } from '@wordpress/element';
import type { ComponentType, ReactNode } from 'react';
import { z } from 'zod/mini';

export interface MountableComponent< P extends object > {
	component: ComponentType< P >;
	props: z.ZodMiniType< P >;
}

type Registry = Record< string, MountableComponent< any > >;

interface BoundaryProps {
	name: string;
	children: ReactNode;
}

class ErrorBoundary extends Component< BoundaryProps, { failed: boolean } > {
	override state = { failed: false };

	static getDerivedStateFromError() {
		return { failed: true };
	}

	override componentDidCatch( error: unknown ) {
		// eslint-disable-next-line no-console
		console.error( `Vitrina: ${ this.props.name } failed`, error );
	}

	override render() {
		return this.state.failed ? null : this.props.children;
	}
}

/**
 * Parses and validates a container's props.
 *
 * @param el     The container.
 * @param schema The component's props schema.
 * @return The props, or null when they are invalid.
 */
export function readProps< P extends object >(
	el: HTMLElement,
	schema: z.ZodMiniType< P >
): P | null {
	let raw: unknown = {};
	try {
		raw = JSON.parse( el.dataset.vitrinaProps || '{}' );
	} catch {
		return null;
	}
	const parsed = schema.safeParse( raw );
	return parsed.success ? parsed.data : null;
}

/**
 * Mounts every not yet mounted container of the island.
 *
 * @param island   The island's name.
 * @param registry Component name to component and props schema.
 * @param root     Where to look for containers.
 * @return The number of components mounted.
 */
export function mountIsland(
	island: string,
	registry: Registry,
	root: ParentNode = document
): number {
	let mounted = 0;
	const containers = root.querySelectorAll< HTMLElement >(
		`[data-vitrina-island="${ island }"][data-vitrina-component]`
	);
	containers.forEach( ( el ) => {
		if ( el.dataset.vitrinaMounted ) {
			return;
		}
		const name = el.dataset.vitrinaComponent || '';
		const entry = registry[ name ];
		if ( ! entry ) {
			// eslint-disable-next-line no-console
			console.warn( `Vitrina: unknown component ${ island }/${ name }` );
			return;
		}
		const props = readProps( el, entry.props );
		if ( ! props ) {
			// eslint-disable-next-line no-console
			console.error( `Vitrina: invalid props for ${ island }/${ name }` );
			return;
		}
		el.dataset.vitrinaMounted = '1';
		const Mounted = entry.component;
		createRoot( el ).render(
			<ErrorBoundary name={ `${ island }/${ name }` }>
				<Mounted { ...props } />
			</ErrorBoundary>
		);
		mounted++;
	} );
	return mounted;
}

export { onReady } from './ready';
