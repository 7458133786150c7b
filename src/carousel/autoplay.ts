/**
 * The autoplay's state: running, paused (hover, focus inside, touch, hidden
 * tab) or stopped (no autoplay, reduced motion, or the shopper stopped it).
 */
export type AutoplayState = 'running' | 'paused' | 'stopped';

export interface AutoplayInputs {
	/** The carousel was configured with autoplay. */
	enabled: boolean;
	/** The shopper pressed stop, or prefers reduced motion. */
	stopped: boolean;
	hover: boolean;
	focus: boolean;
	touch: boolean;
	hidden: boolean;
}

/**
 * @param inputs What is going on.
 */
export function autoplayState( inputs: AutoplayInputs ): AutoplayState {
	if ( ! inputs.enabled || inputs.stopped ) {
		return 'stopped';
	}
	if ( inputs.hover || inputs.focus || inputs.touch || inputs.hidden ) {
		return 'paused';
	}
	return 'running';
}
