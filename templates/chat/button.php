<?php
/**
 * The chat button and its greeting box.
 *
 * Override: yourtheme/vitrina/chat/button.php. Keep the classes and the
 * data-vitrina-chat attributes (the chat island uses them).
 *
 * @package Vitrina
 * @var array{url: string, message: string, desktop: bool, mobile: bool} $args
 */

defined( 'ABSPATH' ) || exit;

$vitrina_classes = array( 'vitrina-chat' );
if ( ! $args['desktop'] ) {
	$vitrina_classes[] = 'vitrina-chat--no-desktop';
}
if ( ! $args['mobile'] ) {
	$vitrina_classes[] = 'vitrina-chat--no-mobile';
}
?>
<div class="<?php echo esc_attr( implode( ' ', $vitrina_classes ) ); ?>">
	<div class="vitrina-chat__greeting" id="vitrina-chat-greeting" role="region" aria-label="<?php esc_attr_e( 'Chat with us', 'vitrina' ); ?>" data-vitrina-chat="greeting" hidden>
		<p class="vitrina-chat__text"><?php esc_html_e( 'Hello! How can we help you?', 'vitrina' ); ?></p>
		<a class="vitrina-chat__start" href="<?php echo esc_url( $args['url'] ); ?>" target="_blank" rel="noopener noreferrer"><?php esc_html_e( 'Start a chat', 'vitrina' ); ?></a>
		<button type="button" class="vitrina-chat__close" data-vitrina-chat="close" aria-label="<?php esc_attr_e( 'Close the chat greeting', 'vitrina' ); ?>">&times;</button>
	</div>
	<a class="vitrina-chat__button" href="<?php echo esc_url( $args['url'] ); ?>" target="_blank" rel="noopener noreferrer" data-vitrina-chat="toggle" aria-controls="vitrina-chat-greeting" aria-expanded="false">
		<svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 24 24"><path fill="currentColor" d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20Z"/></svg>
		<span class="screen-reader-text"><?php esc_html_e( 'Write to us in the chat', 'vitrina' ); ?></span>
	</a>
</div>
