/**
 * The chat island: enhances the chat button that includes/Chat renders.
 * Loaded only where that markup is (the chat_button setting is on).
 */
import { defineIsland } from '@runtime/island';
import { initChat } from './greeting';
import './index.scss';

defineIsland( 'chat', {
	components: {
		// includes/Chat/ChatButton.php renders templates/chat/button.php in it.
		button: {
			mount( el ) {
				el.querySelectorAll< HTMLElement >( '.vitrina-chat' ).forEach(
					( root ) => initChat( root )
				);
			},
		},
	},
} );
