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
 * greeting box and remembers whether it is open. The chat button block
 * (blocks/chat-button) places the same button where a block theme's
 * template puts it; the footer then prints none.
 */
final class ChatButton implements Module {

	/**
	 * Whether the page has its button already (the block's).
	 *
	 * @var bool
	 */
	private static bool $shown = false;

	/**
	 * The chat app's link base; the number's digits follow.
	 */
	public const APP_URL = 'https://wa.me/';

	/**
	 * Everywhere: the editor needs the block; the button is the front end's.
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_block' ) );
		if ( ! is_admin() ) {
			add_action( 'wp_footer', array( $this, 'render' ), 2 );
		}
	}

	/**
	 * Registers the block (server-rendered, the footer's button).
	 */
	public function register_block(): void {
		if ( function_exists( 'register_block_type' ) ) {
			register_block_type( VITRINA_DIR . '/blocks/chat-button' );
		}
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
	 * The markup once a page: the block's, else the footer's.
	 */
	public function markup_once(): string {
		if ( self::$shown ) {
			return '';
		}
		$html        = $this->markup();
		self::$shown = '' !== $html;
		return $html;
	}

	/**
	 * Prints the markup in the footer, unless a block has shown it.
	 */
	public function render(): void {
		echo $this->markup_once(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in the template.
	}

	/**
	 * Forgets the button shown (tests render several pages).
	 */
	public static function reset(): void {
		self::$shown = false;
	}
}
