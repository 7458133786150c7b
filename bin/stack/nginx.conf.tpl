# nginx in front of the two web nodes (bin/stack.sh renders this): static
# files from disk, PHP balanced round-robin over node a and node b, the node
# that answered named in X-Vitrina-Node.
@NGINX_USER@
worker_processes 1;
pid @RUN@/nginx.pid;
error_log @RUN@/nginx-error.log warn;

events {
	worker_connections 512;
}

http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log @RUN@/nginx-access.log;
	sendfile on;
	client_max_body_size 64m;
	client_body_temp_path @RUN@/nginx/body;
	fastcgi_temp_path @RUN@/nginx/fastcgi;
	proxy_temp_path @RUN@/nginx/proxy;
	uwsgi_temp_path @RUN@/nginx/uwsgi;
	scgi_temp_path @RUN@/nginx/scgi;
	gzip on;
	gzip_types text/css application/javascript application/json image/svg+xml;

	upstream web_nodes {
		server unix:@RUN@/fpm-a.sock;
		server unix:@RUN@/fpm-b.sock;
	}

	map $upstream_addr $vitrina_node {
		~fpm-a\.sock a;
		~fpm-b\.sock b;
		default "";
	}

	server {
		listen 127.0.0.1:@NGINX_PORT@;
		root @CORE@;
		index index.php;

		location ^~ /wp-content/ {
			root @SITE_DIR@;
			location ~ \.php$ {
				return 404;
			}
			expires 1h;
		}

		location / {
			try_files $uri $uri/ /index.php?$args;
		}

		location ~ \.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			# The shop's public address (Varnish), also when nginx is asked directly.
			fastcgi_param HTTP_HOST @PUBLIC_HOST@;
			fastcgi_param SERVER_PORT @PORT@;
			fastcgi_read_timeout 120s;
			fastcgi_pass web_nodes;
			add_header X-Vitrina-Node $vitrina_node always;
		}
	}
}
