<?php
/**
 * The chat button: a link to the chat app with the shop's number and a
 * pre-filled message, and a greeting box.
 *
 * @package Vitrina
 */

namespace Vitrina\Chat;

use Vitrina\Assets\Islands;
use Vitrina\Module;
use Vitrina\Settings\Options;
use Vitrina\Templates;

defined( 'ABSPATH' ) || exit;

/**
 * Renders templates/chat/button.php in the footer when the chat_button
 * setting is on and a number is set; the chat island (src/chat) shows the
 * greeting box and remembers whether it is open.
 */
final class ChatButton implements Module {

	/**
	 * The chat app's link base; the number's digits follow.
	 */
	public const APP_URL = 'https://wa.me/';

	/**
	 * Front end only.
	 */
	public function can_register(): bool {
		return ! is_admin();
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'wp_footer', array( $this, 'render' ), 2 );
	}

	/**
	 * The number's digits (empty when the setting is empty).
	 */
	public static function digits(): string {
		return (string) preg_replace( '/\D+/', '', Options::text( 'chat_number' ) );
	}

	/**
	 * The chat link: the digits and the encoded pre-filled message.
	 */
	public static function url(): string {
		$url     = self::APP_URL . self::digits();
		$message = trim( Options::text( 'chat_message' ) );
		if ( '' !== $message ) {
			$url .= '?text=' . rawurlencode( $message );
		}
		return $url;
	}

	/**
	 * Whether the button shows: on, with a number, on at least one device.
	 */
	public function enabled(): bool {
		return Options::enabled( 'chat_button' )
			&& '' !== self::digits()
			&& ( Options::enabled( 'chat_show_on_desktop' ) || Options::enabled( 'chat_show_on_mobile' ) );
	}

	/**
	 * The markup (empty when off).
	 */
	public function markup(): string {
		if ( ! $this->enabled() ) {
			return '';
		}
		return Islands::render(
			'chat',
			'button',
			array(),
			Templates::render(
				'chat/button',
				array(
					'url'     => self::url(),
					'message' => trim( Options::text( 'chat_message' ) ),
					'desktop' => Options::enabled( 'chat_show_on_desktop' ),
					'mobile'  => Options::enabled( 'chat_show_on_mobile' ),
				)
			)
		);
	}

	/**
	 * Prints the markup in the footer.
	 */
	public function render(): void {
		echo $this->markup(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the template.
	}
}
