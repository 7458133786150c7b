/**
 * Constants of the chat button (spec: delivery-widget §4 Other, §9).
 */
export const CHAT = {
	/** The greeting box shows this long after the page is ready, in ms. */
	showDelay: 150,
	/** The local-storage key of the greeting box's state. */
	storageKey: 'vitrina_chat_greeting',
} as const;

export type GreetingState = 'open' | 'closed';
