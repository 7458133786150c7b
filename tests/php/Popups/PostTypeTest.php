<?php
/**
 * Tests of the popup post type and its settings meta over REST.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Popups;

use Vitrina\Popups\PostType;
use Vitrina\Popups\Settings;
use Vitrina\Tests\TestCase;
use WP_REST_Request;

/**
 * As the block editor saves: an editor's good settings are stored whole, bad
 * ones are refused with 400 and the stored ones stay; a customer cannot save.
 */
final class PostTypeTest extends TestCase {

	/**
	 * The REST server with our routes.
	 */
	protected function setUp(): void {
		parent::setUp();
		rest_get_server();
	}

	/**
	 * A save through REST.
	 *
	 * @param int                  $id   The popup (0: a new one).
	 * @param array<string, mixed> $body The fields.
	 */
	private function save( int $id, array $body ): \WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/wp/v2/vitrina-popups' . ( $id ? '/' . $id : '' ) );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $body ) );
		return rest_do_request( $request );
	}

	/**
	 * Good, then bad, then a customer's save.
	 */
	public function test_settings_saved_refused_and_guarded(): void {
		$this->assertTrue( post_type_exists( PostType::TYPE ) );
		wp_set_current_user( $this->create_user( 'editor' ) );
		$created = $this->save(
			0,
			array(
				'title'  => 'Скидка 10%',
				'status' => 'publish',
				'meta'   => array(
					Settings::META => array(
						'triggers'        => array(
							array(
								'type'     => 'auto_open',
								'settings' => array( 'delay' => 2000 ),
							),
						),
						'animation_speed' => 400,
					),
				),
			)
		);
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$id     = (int) $created->get_data()['id'];
		$stored = Settings::get( $id );
		$this->assertSame( 2000, $stored['triggers'][0]['settings']['delay'] );
		$this->assertSame( 400, $stored['animation_speed'] );
		$this->assertSame( 'medium', $stored['size'], 'missing fields take their default' );

		$refused = $this->save( $id, array( 'meta' => array( Settings::META => array( 'animation_speed' => 'fast' ) ) ) );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( Settings::ERROR, $refused->get_data()['code'] );
		$this->assertStringContainsString( 'animation_speed', $refused->get_data()['message'] );
		$this->assertSame( 400, Settings::get( $id )['animation_speed'], 'the stored value stays' );

		wp_set_current_user( $this->create_user( 'customer' ) );
		$denied = $this->save( $id, array( 'meta' => array( Settings::META => array( 'animation_speed' => 100 ) ) ) );
		$this->assertContains( $denied->get_status(), array( 401, 403 ) );
		$this->assertSame( 400, Settings::get( $id )['animation_speed'] );
	}

	/**
	 * The list shows the counts after the title.
	 */
	public function test_count_columns(): void {
		$type    = new PostType();
		$columns = $type->columns(
			array(
				'cb'    => '',
				'title' => 'Title',
				'date'  => 'Date',
			)
		);
		$this->assertSame( array( 'cb', 'title', 'vitrina_opens', 'vitrina_conversions', 'date' ), array_keys( $columns ) );
		$id = $this->create_page( 'publish', PostType::TYPE );
		update_post_meta( $id, PostType::OPENS_META, 1234 );
		ob_start();
		$type->column( 'vitrina_opens', $id );
		$type->column( 'vitrina_conversions', $id );
		$this->assertMatchesRegularExpression( '/^1.?234\s*0$/u', html_entity_decode( (string) ob_get_clean() ) );
	}

	/**
	 * Uninstalling with data removal deletes every popup (with its meta).
	 */
	public function test_delete_all(): void {
		$ids = array( $this->create_page( 'publish', PostType::TYPE ), $this->create_page( 'draft', PostType::TYPE ) );
		update_post_meta( $ids[0], PostType::OPENS_META, 3 );
		$page = $this->create_page();
		$this->assertSame( 2, PostType::delete_all() );
		$this->assertNull( get_post( $ids[0] ) );
		$this->assertNull( get_post( $ids[1] ) );
		$this->assertSame( '', get_post_meta( $ids[0], PostType::OPENS_META, true ) );
		$this->assertNotNull( get_post( $page ) );
	}
}
