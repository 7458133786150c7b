/**
 * One step of the frame: a section labelled by its heading, which takes the
 * focus when the step opens (App moves it through the frame's headingRef).
 */
import { createContext, createRef, useContext } from '@wordpress/element';
import type { ReactNode, RefObject } from 'react';
import { DEFAULT_LANG, type Lang } from './constants';
import type { MapTiles } from './schemas';

/** What App gives every step. */
export interface FrameShared {
	/** The heading of the open step (App focuses it on a step change). */
	headingRef: RefObject< HTMLHeadingElement >;
	/** The page's language. */
	lang: Lang;
	/** The page's map tiles (its settings), or null: no map view. */
	map: MapTiles | null;
	/** Back to the delivery choice (the form's Back, the summary's Change). */
	backToChoice: () => void;
}

export const FrameContext = createContext< FrameShared >( {
	headingRef: createRef(),
	lang: DEFAULT_LANG,
	map: null,
	backToChoice: () => {},
} );

/** What App gives every step. */
export const useFrame = (): FrameShared => useContext( FrameContext );

interface Props {
	/** The step's id prefix (useId); the heading is `${ id }-h`. */
	id: string;
	title: ReactNode;
	children: ReactNode;
}

export function Step( { id, title, children }: Props ) {
	const { headingRef } = useFrame();
	return (
		<section className="vitrina-frame-step" aria-labelledby={ `${ id }-h` }>
			<h2
				id={ `${ id }-h` }
				className="vitrina-frame-heading"
				tabIndex={ -1 }
				ref={ headingRef }
			>
				{ title }
			</h2>
			{ children }
		</section>
	);
}

/** A button of a step's action row; without onClick it submits the form. */
export interface StepAction {
	label: string;
	onClick?: () => void;
}

interface ActionsProps {
	/** The way back (change, back). */
	secondary: StepAction;
	/** The way on (confirm, continue, done); none when null. */
	primary: StepAction | null;
}

/**
 * The action row of a step: the way back, then the primary way on.
 *
 * @param props           The two actions.
 * @param props.secondary
 * @param props.primary
 */
export function StepActions( { secondary, primary }: ActionsProps ) {
	return (
		<div className="vitrina-frame-actions">
			<button
				type="button"
				className="vitrina-frame-button"
				onClick={ secondary.onClick }
			>
				{ secondary.label }
			</button>
			{ primary && (
				<button
					type={ primary.onClick ? 'button' : 'submit' }
					className="vitrina-frame-button vitrina-frame-button--primary"
					onClick={ primary.onClick }
				>
					{ primary.label }
				</button>
			) }
		</div>
	);
}
