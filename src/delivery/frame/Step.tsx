/**
 * One step of the frame: a section labelled by its heading, which takes the
 * focus when the step opens (App moves it through headingRef).
 */
import type { ReactNode, RefObject } from 'react';

interface Props {
	/** The step's id prefix (useId); the heading is `${ id }-h`. */
	id: string;
	title: ReactNode;
	headingRef: RefObject< HTMLHeadingElement >;
	children: ReactNode;
}

export function Step( { id, title, headingRef, children }: Props ) {
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
