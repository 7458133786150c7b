/**
 * Step 3 (confirmationStep): the summary of the choice with Confirm and
 * Change.
 */
import { useId } from '@wordpress/element';
import { Step, StepActions, useFrame } from './Step';
import { __ } from '@runtime/i18n';
import { summaryLines, type Selection } from './selection';

interface Props {
	selection: Selection;
	onConfirm: () => void;
}

export function ConfirmationStep( props: Props ) {
	const id = useId();
	const { lang, backToChoice } = useFrame();
	const { contacts } = props.selection;
	const lines: Array< [ string, string ] > = [
		...summaryLines( props.selection, lang ),
		[
			__( 'Recipient', 'vitrina' ),
			[ contacts.name, contacts.phone, contacts.email ]
				.filter( Boolean )
				.join( ', ' ),
		],
	];
	return (
		<Step id={ id } title={ __( 'Check your delivery', 'vitrina' ) }>
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
					onClick: backToChoice,
				} }
				primary={ {
					label: __( 'Confirm', 'vitrina' ),
					onClick: props.onConfirm,
				} }
			/>
		</Step>
	);
}
