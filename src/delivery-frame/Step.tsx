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
