/**
 * React in an island: renders a component into a container inside an error
 * boundary, so one failing component never takes the page or its neighbours
 * down. Bundled with the React islands (it needs wp-element), not part of
 * the runtime script.
 */
import { Component, createRoot } from '@wordpress/element';
import type { ReactNode } from 'react';

interface BoundaryProps {
	name: string;
	children: ReactNode;
}

export class ErrorBoundary extends Component<
	BoundaryProps,
	{ failed: boolean }
> {
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
 * Renders into a container, replacing its server markup.
 *
 * @param el   The container.
 * @param node What to render.
 * @param name The component's name in console reports (island/component).
 */
export function renderInto( el: HTMLElement, node: ReactNode, name: string ) {
	createRoot( el ).render(
		<ErrorBoundary name={ name }>{ node }</ErrorBoundary>
	);
}
