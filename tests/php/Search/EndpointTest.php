<?php
/**
 * Tests of the suggestions endpoint.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use Vitrina\Search\Endpoint;
use Vitrina\Search\Index;
use Vitrina\Settings\Options;
use Vitrina\Settings\Schema;
use Vitrina\Tests\LiveServer;
use Vitrina\Tests\TestCase;
use Vitrina\Tests\WPDieException;

/**
 * Input validation and the wire format of woodmart_ajax_search.
 */
final class EndpointTest extends TestCase {
	use SearchData;

	/**
	 * Bad and good inputs.
	 *
	 * @param array<string, mixed>      $get      Query parameters.
	 * @param array<string, mixed>|null $expected Validated request.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'requests' )]
	public function test_request( array $get, ?array $expected ): void {
		$this->assertSame( $expected, Endpoint::request( $get ) );
	}

	/**
	 * Cases.
	 *
	 * @return array<string, array{array<string, mixed>, array<string, mixed>|null}>
	 */
	public static function requests(): array {
		$base = array(
			'query'     => 'нож',
			'number'    => 20,
			'post_type' => 'product',
			'category'  => '',
		);
		return array(
			'no query'                     => array( array(), null ),
			'blank query'                  => array( array( 'query' => '   ' ), null ),
			'array query'                  => array( array( 'query' => array( 'x' ) ), null ),
			'defaults'                     => array( array( 'query' => ' нож ' ), $base ),
			'number'                       => array(
				array(
					'query'  => 'нож',
					'number' => '5',
				),
				array_merge( $base, array( 'number' => 5 ) ),
			),
			'number 0 means the setting'   => array(
				array(
					'query'  => 'нож',
					'number' => '0',
				),
				$base,
			),
			'number capped'                => array(
				array(
					'query'  => 'нож',
					'number' => '5000',
				),
				array_merge( $base, array( 'number' => 100 ) ),
			),
			'posts'                        => array(
				array(
					'query'     => 'нож',
					'post_type' => 'post',
				),
				array_merge( $base, array( 'post_type' => 'post' ) ),
			),
			'unknown post type'            => array(
				array(
					'query'     => 'нож',
					'post_type' => 'page',
				),
				$base,
			),
			'category slug sanitised'      => array(
				array(
					'query'       => 'нож',
					'product_cat' => 'Kitchen <b>Knives</b>',
				),
				array_merge( $base, array( 'category' => 'kitchen-knives' ) ),
			),
			'tags stripped from the query' => array( array( 'query' => '<b>нож</b>' ), $base ),
		);
	}

	/**
	 * With live search off, nothing is answered.
	 */
	public function test_off(): void {
		update_option( Schema::OPTION, array( 'ajax_search' => 'no' ) );
		Options::flush();
		$this->assertNull( Endpoint::request( array( 'query' => 'нож' ) ) );
	}

	/**
	 * Suggestions carry value, permalink, thumbnail, sku and price.
	 */
	public function test_suggestions(): void {
		$this->requires_woocommerce();
		$product = $this->product( 'Нож &laquo;Шеф&raquo;', array( 'sku' => 'NZ-1' ) );
		$answer  = Endpoint::answer(
			array(
				'query'     => 'нож',
				'number'    => 10,
				'post_type' => 'product',
				'category'  => '',
			)
		);
		$this->assertCount( 1, $answer['suggestions'] );
		$one = $answer['suggestions'][0];
		$this->assertSame( array( 'value', 'permalink', 'thumbnail', 'sku', 'price' ), array_keys( $one ) );
		$this->assertSame( 'Нож «Шеф»', $one['value'] );
		$this->assertSame( $product->get_permalink(), $one['permalink'] );
		$this->assertSame( 'NZ-1', $one['sku'] );
	}

	/**
	 * Nothing found: one entry flagged products_not_found (no_results for posts).
	 */
	public function test_not_found(): void {
		$request = array(
			'query'     => 'нетакоготовара',
			'number'    => 10,
			'post_type' => 'product',
			'category'  => '',
		);
		$answer  = Endpoint::answer( $request );
		$this->assertSame(
			array(
				array(
					'value'              => 'No products found',
					'permalink'          => '',
					'products_not_found' => true,
				),
			),
			$answer['suggestions']
		);
		$request['post_type'] = 'post';
		$answer               = Endpoint::answer( $request );
		$this->assertTrue( $answer['suggestions'][0]['no_results'] );
		$this->assertSame( '', $answer['suggestions'][0]['permalink'] );
	}

	/**
	 * Posts are searched through WordPress's search.
	 */
	public function test_posts(): void {
		$id     = wp_insert_post(
			array(
				'post_title'  => 'Как выбрать сковороду',
				'post_status' => 'publish',
			)
		);
		$answer = Endpoint::answer(
			array(
				'query'     => 'сковороду',
				'number'    => 10,
				'post_type' => 'post',
				'category'  => '',
			)
		);
		$this->assertSame( 'Как выбрать сковороду', $answer['suggestions'][0]['value'] );
		$this->assertSame( get_permalink( $id ), $answer['suggestions'][0]['permalink'] );
	}

	/**
	 * The admin-ajax handler answers JSON for anonymous shoppers.
	 */
	public function test_ajax_handler_registered_for_everyone(): void {
		$this->requires_woocommerce();
		$this->assertNotFalse( has_action( 'wp_ajax_nopriv_' . Endpoint::ACTION ) );
		$this->assertNotFalse( has_action( 'wp_ajax_' . Endpoint::ACTION ) );
		$this->product( 'Ковш эмалированный' );
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter( 'wp_die_ajax_handler', array( $this, 'die_handler' ) );
		$_GET = array( 'query' => 'ковш' );
		ob_start();
		try {
			do_action( 'wp_ajax_nopriv_' . Endpoint::ACTION );
			$this->fail( 'the handler ends the request' );
		} catch ( WPDieException $e ) {
			$answer = json_decode( (string) ob_get_clean(), true );
		}
		$this->assertSame( 'Ковш эмалированный', $answer['suggestions'][0]['value'] ?? null );
	}

	/**
	 * Through the real server, with the index ready: an empty early search
	 * answers "No products found" from the early path and leaves no notice
	 * (before: "translation loading for the vitrina domain was triggered
	 * too early", one per empty search); so do array-shaped parameters.
	 */
	public function test_live_empty_early_search_leaves_no_notice(): void {
		$this->requires_woocommerce();
		global $wpdb;
		$ready = get_option( Index::READY_OPTION );
		$lang  = get_option( 'WPLANG', '' );
		update_option( Index::READY_OPTION, Index::VERSION );
		$this->commit_now();
		try {
			$mark    = LiveServer::debug_log_mark();
			$answers = LiveServer::parallel(
				array(
					array( 'path' => '/wp-admin/admin-ajax.php?action=' . Endpoint::ACTION . '&query=zzqqxxnothing' ),
					array( 'path' => '/wp-admin/admin-ajax.php?action=' . Endpoint::ACTION . '&query=zzqqxxnothing&product_cat[]=x&number[]=2&post_type[]=post' ),
					array( 'path' => '/wp-admin/admin-ajax.php?action=' . Endpoint::ACTION . '&query[]=x' ),
				)
			);
			$this->assertSame( 200, $answers[0]['status'] );
			$this->assertSame( 'early', $answers[0]['headers'][ strtolower( Endpoint::HEADER ) ] ?? '' );
			$data = json_decode( $answers[0]['body'], true );
			$this->assertTrue( $data['suggestions'][0]['products_not_found'] ?? false );
			$this->assertNotSame( '', $data['suggestions'][0]['value'] );
			$this->assertSame( 200, $answers[1]['status'] );
			$this->assertSame( 400, $answers[2]['status'] );

			// A Russian shop: the early answer is translated, still without a notice.
			$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES ('WPLANG', %s, 'on') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)", 'ru_RU' ) );
			$this->commit_now();
			$answer = LiveServer::request( array( 'path' => '/wp-admin/admin-ajax.php?action=' . Endpoint::ACTION . '&query=zzqqxxnothing' ) );
			$this->assertSame( 'Товары не найдены', json_decode( $answer['body'], true )['suggestions'][0]['value'] ?? '', $answer['body'] );
			$log = LiveServer::debug_log_since( $mark );
			$this->assertDoesNotMatchRegularExpression( '/PHP (Notice|Warning|Deprecated)|vitrina/i', $log, $log );
		} finally {
			$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = 'WPLANG'", (string) $lang ) );
			update_option( Index::READY_OPTION, $ready );
			$this->commit_now();
		}
	}

	/**
	 * The character set the early answer declares (Index::charset()):
	 * utf8mb4 for the index tables, in use and being built, whatever their
	 * case; a set already known, and any other table, as they were.
	 */
	public function test_index_charset(): void {
		foreach ( array_merge( Index::tables(), Index::tables( Index::BUILD ) ) as $table ) {
			$this->assertSame( 'utf8mb4', Index::charset( null, $table ), $table );
			$this->assertSame( 'utf8mb4', Index::charset( null, strtoupper( $table ) ), $table );
			$this->assertSame( 'latin1', Index::charset( 'latin1', $table ), $table );
		}
		global $wpdb;
		foreach ( array( $wpdb->posts, $wpdb->options, Index::table() . '_x', 'vitrina_search_tokens' ) as $table ) {
			$this->assertNull( Index::charset( null, $table ), $table );
		}
	}
}
