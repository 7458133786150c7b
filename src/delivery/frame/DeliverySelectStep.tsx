/**
 * Step 1 (deliverySelectStep): the city, the delivery options grouped by
 * delivery type and, for pickup, the point picker.
 */
import { useId } from '@wordpress/element';
import { Choice, Step, useFrame } from './Step';
import { __ } from '@runtime/i18n';
import { CitySearch } from './CitySearch';
import { DELIVERY_TYPE, OFFERED_DELIVERY_TYPES } from './constants';
import { PointPicker } from './PointPicker';
import type { City, DeliveryOption, Point } from './schemas';
import {
	deliveryTypeLabel,
	formatDays,
	formatPrice,
	tariffName,
} from './selection';

export type OptionsState =
	| { status: 'loading' }
	| { status: 'error' }
	| { status: 'ready'; options: DeliveryOption[] };

interface Props {
	city: City;
	options: OptionsState;
	option: DeliveryOption | null;
	point: Point | null;
	onCity: ( city: City ) => void;
	onOption: ( option: DeliveryOption ) => void;
	onPoint: ( point: Point ) => void;
	onRetry: () => void;
	onNext: () => void;
}

export function DeliverySelectStep( props: Props ) {
	const { city, options, option, point } = props;
	const { lang } = useFrame();
	const id = useId();
	const ready =
		!! option && ( option.type !== DELIVERY_TYPE.pickup || !! point );
	return (
		<Step id={ id } title={ __( 'Choose a delivery method', 'vitrina' ) }>
			<CitySearch city={ city } onSelect={ props.onCity } />
			{ options.status === 'loading' && (
				<p className="vitrina-frame-loading" role="status">
					{ __( 'Calculating delivery…', 'vitrina' ) }
				</p>
			) }
			{ options.status === 'error' && (
				<div className="vitrina-frame-error" role="alert">
					{ __( 'Could not calculate the delivery.', 'vitrina' ) }{ ' ' }
					<button
						type="button"
						className="vitrina-frame-button"
						onClick={ props.onRetry }
					>
						{ __( 'Try again', 'vitrina' ) }
					</button>
				</div>
			) }
			{ options.status === 'ready' && ! options.options.length && (
				<p className="vitrina-frame-empty" role="status">
					{ __(
						'No delivery to this city. Choose another city.',
						'vitrina'
					) }
				</p>
			) }
			{ options.status === 'ready' &&
				OFFERED_DELIVERY_TYPES.map( ( type ) => {
					const group = options.options.filter(
						( item ) => item.type === type
					);
					if ( ! group.length ) {
						return null;
					}
					return (
						<fieldset
							key={ type }
							className="vitrina-frame-options"
						>
							<legend className="vitrina-frame-legend">
								{ deliveryTypeLabel( type ) }
							</legend>
							{ group.map( ( item ) => (
								<Choice
									key={ item.id }
									group={ `${ id }-option` }
									value={ item.id }
									block="vitrina-frame-option"
									chosen={ option?.id === item.id }
									onChoose={ () => props.onOption( item ) }
								>
									<span className="vitrina-frame-option-name">
										{ item.company.name }
										{ tariffName( item ) && (
											<span className="vitrina-frame-muted">
												{ ' ' }
												{ tariffName( item ) }
											</span>
										) }
									</span>
									<span className="vitrina-frame-option-price">
										{ formatPrice( item.price, lang ) }
									</span>
									<span className="vitrina-frame-option-days">
										{ formatDays( item.days ) }
									</span>
								</Choice>
							) ) }
						</fieldset>
					);
				} ) }
			{ option?.type === DELIVERY_TYPE.pickup && (
				<PointPicker
					option={ option }
					options={
						options.status === 'ready' ? options.options : []
					}
					city={ city.name }
					selected={ point }
					onSelect={ ( chosen, offer ) => {
						// A point of another pickup option chooses that option.
						if ( offer.id !== option.id ) {
							props.onOption( offer );
						}
						props.onPoint( chosen );
					} }
				/>
			) }
			<div className="vitrina-frame-actions">
				<button
					type="button"
					className="vitrina-frame-button vitrina-frame-button--primary"
					disabled={ ! ready }
					onClick={ props.onNext }
				>
					{ __( 'Continue', 'vitrina' ) }
				</button>
			</div>
		</Step>
	);
}
