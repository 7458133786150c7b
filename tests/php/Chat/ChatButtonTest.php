<?php
/**
 * Tests of the chat button.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Chat;

use Vitrina\Assets\Islands;
use Vitrina\Chat\ChatButton;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;

/**
 * The chat button's markup and link.
 */
final class ChatButtonTest extends TestCase {

	/**
	 * Default settings, no island needed yet.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option( Schema::OPTION, Schema::defaults() );
		Islands::reset();
	}

	/**
	 * Forgets the islands.
	 */
	protected function tearDown(): void {
		Islands::reset();
		parent::tearDown();
	}

	/**
	 * Changes settings.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	private function settings( array $settings ): void {
		update_option( Schema::OPTION, $settings + Schema::defaults() );
	}

	/**
	 * Off by default: no markup and no chat script.
	 */
	public function test_off_by_default(): void {
		$this->assertSame( '', ( new ChatButton() )->markup() );
		$this->assertFalse( Islands::is_needed( 'chat' ) );
	}

	/**
	 * On without a number, or shown on no device: still nothing.
	 */
	public function test_needs_a_number_and_a_device(): void {
		$this->settings( array( 'chat_button' => 'yes' ) );
		$this->assertSame( '', ( new ChatButton() )->markup() );

		$this->settings(
			array(
				'chat_button'          => 'yes',
				'chat_number'          => '+79991234567',
				'chat_show_on_desktop' => 'no',
				'chat_show_on_mobile'  => 'no',
			)
		);
		$this->assertSame( '', ( new ChatButton() )->markup() );
	}

	/**
	 * The link carries the number's digits and the encoded message; the
	 * display flags become classes; the chat island is needed.
	 */
	public function test_link_and_flags(): void {
		$this->settings(
			array(
				'chat_button'          => 'yes',
				'chat_number'          => '+7 (999) 123-45-67',
				'chat_message'         => 'Здравствуйте, вопрос & заказ',
				'chat_show_on_desktop' => 'no',
			)
		);
		$this->assertSame( 'https://wa.me/79991234567?text=' . rawurlencode( 'Здравствуйте, вопрос & заказ' ), ChatButton::url() );

		$html = ( new ChatButton() )->markup();
		$this->assertStringContainsString( 'data-vitrina-island="chat"', $html );
		$this->assertStringContainsString( 'href="https://wa.me/79991234567?text=' . rawurlencode( 'Здравствуйте, вопрос & заказ' ) . '"', $html );
		$this->assertStringContainsString( 'vitrina-chat--no-desktop', $html );
		$this->assertStringNotContainsString( 'vitrina-chat--no-mobile', $html );
		$this->assertStringContainsString( 'aria-controls="vitrina-chat-greeting"', $html );
		$this->assertTrue( Islands::is_needed( 'chat' ) );
	}

	/**
	 * Without a message the link has no text parameter.
	 */
	public function test_link_without_message(): void {
		$this->settings(
			array(
				'chat_button' => 'yes',
				'chat_number' => '79991234567',
			)
		);
		$this->assertSame( 'https://wa.me/79991234567', ChatButton::url() );
	}
}
