<?php
/**
 * Tests of the popup trigger link (shortcode and block).
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Popups;

use Vitrina\Popups\PostType;
use Vitrina\Popups\Render;
use Vitrina\Tests\TestCase;

/**
 * A link that the popups' click trigger opens, for a published popup only,
 * the same from the shortcode and the block.
 */
final class LinkTest extends TestCase {

	/**
	 * The post type, the shortcode and the block.
	 */
	protected function setUp(): void {
		parent::setUp();
		PostType::register_type();
		$registry = \WP_Block_Type_Registry::get_instance();
		if ( $registry->is_registered( 'vitrina/popup-link' ) ) {
			$registry->unregister( 'vitrina/popup-link' );
		}
		Render::register_link();
	}

	/**
	 * A popup.
	 *
	 * @param string $status Its status.
	 */
	private function popup( string $status = 'publish' ): int {
		$id = wp_insert_post(
			array(
				'post_type'   => PostType::TYPE,
				'post_status' => $status,
				'post_title'  => 'Скидка <b>10%</b>',
			),
			true
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Registered with its preview; the link opens the popup (its click
	 * trigger's href), with the given text or the popup's title, escaped.
	 */
	public function test_link(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'vitrina/popup-link' );
		$this->assertInstanceOf( \WP_Block_Type::class, $type );
		$this->assertContains( 'vitrina-block-preview', $type->editor_script_handles );

		$id   = $this->popup();
		$html = do_blocks( '<!-- wp:vitrina/popup-link {"popupId":' . $id . ',"text":"Подписаться <script>"} /-->' );
		$this->assertSame( '<a href="#popmake-' . $id . '" class="vitrina-popup-link popmake-' . $id . '" aria-haspopup="dialog">Подписаться</a>', trim( $html ) );
		$this->assertSame( trim( $html ), do_shortcode( '[vitrina_popup_link id="' . $id . '" text="Подписаться <script>"]' ) );
		$this->assertStringContainsString( '>Скидка 10%</a>', do_blocks( '<!-- wp:vitrina/popup-link {"popupId":' . $id . '} /-->' ) );
	}

	/**
	 * Nothing for a draft, another post type, a missing id or junk.
	 */
	public function test_nothing_but_a_published_popup(): void {
		$draft = $this->popup( 'draft' );
		$page  = $this->create_page();
		foreach ( array( $draft, $page, 0, 999999 ) as $id ) {
			$this->assertSame( '', trim( do_blocks( '<!-- wp:vitrina/popup-link {"popupId":' . $id . '} /-->' ) ), (string) $id );
		}
		$this->assertSame( '', do_shortcode( '[vitrina_popup_link id="x"]' ) );
		$this->assertSame( '', Render::link( 'junk' ) );
	}
}
