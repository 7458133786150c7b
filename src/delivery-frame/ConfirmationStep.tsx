/**
 * Step 3 (confirmationStep): the summary of the choice with Confirm and
 * Change.
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { RefObject } from 'react';
import type { Lang } from './constants';
import { summaryLines, type Selection } from './selection';

interface Props {
	headingRef: RefObject< HTMLHeadingElement >;
	selection: Selection;
	lang: Lang;
	onConfirm: () => void;
	onChange: () => void;
}

export function ConfirmationStep( props: Props ) {
	const id = useId();
	const { contacts } = props.selection;
	const lines: Array< [ string, string ] > = [
		...summaryLines( props.selection, props.lang ),
		[
			__( 'Recipient', 'vitrina' ),
			[ contacts.name, contacts.phone, contacts.email ]
				.filter( Boolean )
				.join( ', ' ),
		],
	];
	return (
		<section className="vitrina-frame-step" aria-labelledby={ `${ id }-h` }>
			<h2
				id={ `${ id }-h` }
				className="vitrina-frame-heading"
				tabIndex={ -1 }
				ref={ props.headingRef }
			>
				{ __( 'Check your delivery', 'vitrina' ) }
			</h2>
			<dl className="vitrina-frame-summary">
				{ lines.map( ( [ label, value ] ) => (
					<div key={ label } className="vitrina-frame-summary-row">
						<dt>{ label }</dt>
						<dd>{ value }</dd>
					</div>
				) ) }
			</dl>
			<div className="vitrina-frame-actions">
				<button
					type="button"
					className="vitrina-frame-button"
					onClick={ props.onChange }
				>
					{ __( 'Change', 'vitrina' ) }
				</button>
				<button
					type="button"
					className="vitrina-frame-button vitrina-frame-button--primary"
					onClick={ props.onConfirm }
				>
					{ __( 'Confirm', 'vitrina' ) }
				</button>
			</div>
		</section>
	);
}
