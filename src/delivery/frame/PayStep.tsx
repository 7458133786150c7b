/**
 * Step 4 (payStep): the payment type (informative; the shop's checkout
 * decides the actual payment), then Done.
 */
import { useId } from '@wordpress/element';
import { Choice, Step, StepActions } from './Step';
import { __, _x } from '@runtime/i18n';
import { PAYMENT_TYPE, type PayTypeValue } from './constants';

interface Props {
	available: PayTypeValue[];
	flags: { cash: boolean; card: boolean };
	payType: PayTypeValue;
	done: boolean;
	onPayType: ( payType: PayTypeValue ) => void;
	onDone: () => void;
	onChange: () => void;
}

/**
 * The label of a payment type.
 *
 * @param payType    The payment type.
 * @param flags      What the delivery accepts on delivery.
 * @param flags.cash
 * @param flags.card
 */
export function payTypeLabel(
	payType: PayTypeValue,
	flags: { cash: boolean; card: boolean }
): string {
	if ( payType === PAYMENT_TYPE.onDelivery ) {
		if ( flags.cash && flags.card ) {
			return __( 'On delivery, cash or card', 'vitrina' );
		}
		return flags.card
			? __( 'On delivery, by card', 'vitrina' )
			: __( 'On delivery, in cash', 'vitrina' );
	}
	return payType === PAYMENT_TYPE.online
		? _x( 'Online', 'payment type', 'vitrina' )
		: _x( 'Other', 'payment type', 'vitrina' );
}

export function PayStep( props: Props ) {
	const id = useId();
	return (
		<Step
			id={ id }
			title={
				props.done
					? __( 'Delivery confirmed', 'vitrina' )
					: __( 'Payment', 'vitrina' )
			}
		>
			{ props.done ? (
				<p className="vitrina-frame-done" role="status">
					{ __(
						'Your delivery is saved. You can now complete your order.',
						'vitrina'
					) }
				</p>
			) : (
				<fieldset className="vitrina-frame-options">
					<legend className="vitrina-frame-legend">
						{ __( 'How would you like to pay?', 'vitrina' ) }
					</legend>
					{ props.available.map( ( payType ) => (
						<Choice
							key={ payType }
							group={ `${ id }-pay` }
							value={ payType }
							block="vitrina-frame-option"
							chosen={ props.payType === payType }
							onChoose={ () => props.onPayType( payType ) }
						>
							<span className="vitrina-frame-option-name">
								{ payTypeLabel( payType, props.flags ) }
							</span>
						</Choice>
					) ) }
					<p className="vitrina-frame-muted">
						{ __(
							'The payment method is finally chosen at checkout.',
							'vitrina'
						) }
					</p>
				</fieldset>
			) }
			<StepActions
				secondary={ {
					label: __( 'Change delivery', 'vitrina' ),
					onClick: props.onChange,
				} }
				primary={
					props.done
						? null
						: {
								label: __( 'Done', 'vitrina' ),
								onClick: props.onDone,
							}
				}
			/>
		</Step>
	);
}
