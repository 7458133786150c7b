/**
 * The parts every step is made of: what App gives them (useFrame: the
 * params, the language, the map, the error reporter), the step itself (a
 * section labelled by its heading, which takes the focus when the step opens;
 * App moves it through the frame's headingRef), a chosen-one-of card (Choice)
 * and the action row (StepActions).
 */
import { createContext, useContext } from '@wordpress/element';
import type { ReactNode, RefObject } from 'react';
import type { Lang } from './constants';
import type { FrameParams, MapTiles } from './schemas';

/** What App gives every step. */
export interface FrameShared {
	/** The heading of the open step (App focuses it on a step change). */
	headingRef: RefObject< HTMLHeadingElement >;
	/** The frame's parameters (its URL's, validated). */
	params: FrameParams;
	/** The page's language (params.lang). */
	lang: Lang;
	/** The page's map tiles (its settings), or null: no map view. */
	map: MapTiles | null;
	/** Back to the delivery choice (the form's Back, the summary's Change). */
	backToChoice: () => void;
	/** Tells the page of a failed provider call (the `error` event). */
	report: ( error: unknown ) => void;
}

export const FrameContext = createContext< FrameShared | null >( null );

/** What App gives every step (a part of the frame is only drawn inside App). */
export const useFrame = (): FrameShared => {
	const shared = useContext( FrameContext );
	if ( ! shared ) {
		throw new Error( 'A part of the delivery frame was drawn outside it.' );
	}
	return shared;
};

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

interface ChoiceProps {
	/** The radio group's name (unique in the frame: a useId prefix); the input's id is `${ group }-${ value }`. */
	group: string;
	value: string | number;
	/** The card's class; the chosen card has its `--selected` modifier too. */
	block: string;
	chosen: boolean;
	onChoose: () => void;
	/** Data attributes of the card (the map finds a point's card by them). */
	data?: Record< `data-${ string }`, string >;
	children: ReactNode;
}

/**
 * One card of a list the shopper chooses one of (delivery options, pickup
 * points, payment types): a label holding a native radio, so that the arrow
 * keys move the choice and a screen reader announces the group.
 *
 * @param props The card.
 */
export function Choice( props: ChoiceProps ) {
	const { group, value, block, chosen } = props;
	const id = `${ group }-${ value }`;
	return (
		<label
			htmlFor={ id }
			className={ chosen ? `${ block } ${ block }--selected` : block }
			{ ...props.data }
		>
			<input
				id={ id }
				type="radio"
				name={ group }
				value={ value }
				checked={ chosen }
				onChange={ props.onChoose }
			/>
			{ props.children }
		</label>
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
