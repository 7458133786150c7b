/**
 * Step 3 (confirmationStep): the summary of the choice with Confirm and
 * Change.
 */
import { useId } from '@wordpress/element';
import { Step, StepActions } from './Step';
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
		<Step
			id={ id }
			headingRef={ props.headingRef }
			title={ __( 'Check your delivery', 'vitrina' ) }
		>
			<dl className="vitrina-frame-summary">
				{ lines.map( ( [ label, value ] ) => (
					<div key={ label } className="vitrina-frame-summary-row">
						<dt>{ label }</dt>
						<dd>{ value }</dd>
					</div>
				) ) }
			</dl>
			<StepActions
				secondary={ {
					label: __( 'Change', 'vitrina' ),
					onClick: props.onChange,
				} }
				primary={ {
					label: __( 'Confirm', 'vitrina' ),
					onClick: props.onConfirm,
				} }
			/>
		</Step>
	);
}
