<?php
/**
 * Tests of the chat button block.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Chat;

use Vitrina\Assets\Islands;
use Vitrina\Chat\ChatButton;
use Vitrina\Settings\Schema;
use Vitrina\Tests\TestCase;

/**
 * The block renders the footer's button where the template puts it, and
 * the page then has one button, not two.
 */
final class ChatBlockTest extends TestCase {

	/**
	 * The button on, the block registered, nothing shown yet.
	 */
	protected function setUp(): void {
		parent::setUp();
		update_option(
			Schema::OPTION,
			array(
				'chat_button' => 'yes',
				'chat_number' => '+7 999 123-45-67',
			) + Schema::defaults()
		);
		Islands::reset();
		ChatButton::reset();
		$registry = \WP_Block_Type_Registry::get_instance();
		if ( $registry->is_registered( 'vitrina/chat-button' ) ) {
			$registry->unregister( 'vitrina/chat-button' );
		}
		( new ChatButton() )->register_block();
	}

	/**
	 * Forgets the islands and the button shown.
	 */
	protected function tearDown(): void {
		Islands::reset();
		ChatButton::reset();
		parent::tearDown();
	}

	/**
	 * Registered in the editor as on the site, with its preview.
	 */
	public function test_registered(): void {
		$this->assertTrue( ( new ChatButton() )->can_register() );
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'vitrina/chat-button' );
		$this->assertInstanceOf( \WP_Block_Type::class, $type );
		$this->assertTrue( $type->is_dynamic() );
		$this->assertContains( 'vitrina-block-preview', $type->editor_script_handles );
	}

	/**
	 * The block shows the button (the footer's markup); the footer then
	 * prints none; a second block none either.
	 */
	public function test_block_then_no_footer_button(): void {
		$expected = ( new ChatButton() )->markup();
		$this->assertStringContainsString( 'href="https://wa.me/79991234567"', $expected );
		$html = do_blocks( '<!-- wp:vitrina/chat-button /-->' );
		$this->assertSame( trim( $expected ), trim( $html ) );
		$this->assertTrue( Islands::is_needed( 'chat' ) );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:vitrina/chat-button /-->' ) ) );
		ob_start();
		( new ChatButton() )->render();
		$this->assertSame( '', ob_get_clean() );
	}

	/**
	 * Without the block, the footer prints the button; with the button off,
	 * the block shows nothing.
	 */
	public function test_footer_without_block_and_off(): void {
		ob_start();
		( new ChatButton() )->render();
		$this->assertStringContainsString( 'data-vitrina-island="chat"', (string) ob_get_clean() );
		ChatButton::reset();
		update_option( Schema::OPTION, Schema::defaults() );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:vitrina/chat-button /-->' ) ) );
		ob_start();
		( new ChatButton() )->render();
		$this->assertSame( '', ob_get_clean() );
	}
}
