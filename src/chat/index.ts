/**
 * The chat island: enhances the chat button that includes/Chat renders.
 * Loaded only where that markup is (the chat_button setting is on).
 */
import { onReady } from '@runtime/ready';
import { initChat } from './greeting';
import './index.scss';

onReady( () => {
	document
		.querySelectorAll< HTMLElement >( '.vitrina-chat' )
		.forEach( ( root ) => initChat( root ) );
} );
